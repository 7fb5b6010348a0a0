"""A fake CI API on loopback for tests: real HTTP, two origins, replies queued per path. Not collected by pytest.

`api` answers the REST paths a test sets; `blobs` is another origin (another port) standing in for the storage
a log download redirects to: like it, it refuses any request that carries credentials.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One HTTP answer; `body` may be an iterable of chunks (streamed, never held whole)."""

    status: int = 200
    body: bytes | Iterable[bytes] = b""
    headers: dict[str, str] = field(default_factory=dict)


def json_reply(data: Any, status: int = 200, **headers: str) -> Reply:
    """A JSON answer."""
    return Reply(status, json.dumps(data).encode(), {"Content-Type": "application/json", **headers})


class FakeCI:
    """`with FakeCI() as ci:` then `ci.on("/path", reply, ...)` and point diagbot at `ci.api_url`."""

    def __init__(self) -> None:
        self.routes: dict[str, list[Reply]] = {}
        self.requests: list[tuple[str, str, dict[str, str]]] = []  # (origin, "[METHOD ]path", headers)
        self.bodies: list[tuple[str, str, Any]] = []  # (method, path, JSON body) of POST and PATCH
        self._servers = [ThreadingHTTPServer(("127.0.0.1", 0), self._handler(name)) for name in ("api", "blobs")]
        self._threads = [threading.Thread(target=s.serve_forever, args=(0.01,), daemon=True) for s in self._servers]

    def url(self, origin: str) -> str:
        """http://127.0.0.1:<port> of `api` or `blobs`."""
        server = self._servers[0 if origin == "api" else 1]
        return f"http://127.0.0.1:{server.server_address[1]}"

    @property
    def api_url(self) -> str:
        """The API's base URL."""
        return self.url("api")

    def on(self, path: str, *replies: Reply) -> None:
        """Answer `path` (with its query, or without one to match any; "POST /x" for other methods) with
        `replies` in turn; the last repeats."""
        self.routes[path] = list(replies)

    def redirect(self, path: str, blob_path: str, blob: Reply) -> None:
        """`path` answers 302 to `blob_path` on the other origin, which answers `blob`."""
        self.on(path, Reply(302, headers={"Location": self.url("blobs") + blob_path}))
        self.on(blob_path, blob)

    def paths(self, origin: str = "api") -> list[str]:
        """The paths requested from `origin`, in order."""
        return [p for o, p, _ in self.requests if o == origin]

    def __enter__(self) -> FakeCI:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        for server, thread in zip(self._servers, self._threads, strict=True):
            server.shutdown()
            server.server_close()
            thread.join()

    def _reply_for(self, origin: str, path: str, headers: dict[str, str]) -> Reply:
        self.requests.append((origin, path, headers))
        if origin == "blobs" and any(k.lower() in ("authorization", "private-token") for k in headers):
            # what blob storage says to a request that carries the API's token
            return Reply(400, b"<Error><Code>InvalidAuthenticationInfo</Code></Error>", {"Content-Type": "text/xml"})
        queue = self.routes.get(path) or self.routes.get(path.split("?", 1)[0])
        if not queue:
            return json_reply({"message": "Not Found"}, 404)
        return queue.pop(0) if len(queue) > 1 else queue[0]

    def _handler(self, origin: str) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                fake.bodies.append((self.command, self.path, json.loads(self.rfile.read(length) or b"null")))
                self.do_GET()

            do_PATCH = do_POST

            def do_GET(self) -> None:
                path = self.path if self.command == "GET" else f"{self.command} {self.path}"
                reply = fake._reply_for(origin, path, dict(self.headers.items()))
                self.send_response(reply.status)
                for name, value in reply.headers.items():
                    self.send_header(name, value)
                if isinstance(reply.body, bytes):
                    self.send_header("Content-Length", str(len(reply.body)))
                    self.end_headers()
                    self.wfile.write(reply.body)
                    return
                self.send_header("Transfer-Encoding", "chunked")
                self.end_headers()
                for chunk in _chunks(reply.body):
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
                self.wfile.write(b"0\r\n\r\n")

            def log_message(self, format: str, *args: Any) -> None:
                pass

        return Handler


def _chunks(body: Iterable[bytes]) -> Iterator[bytes]:
    return (chunk for chunk in body if chunk)
