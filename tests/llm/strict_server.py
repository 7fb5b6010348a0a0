"""A strict local gateway for tests: real HTTP on 127.0.0.1, replies streamed in random chunks.

Like a strict provider it answers 400 to any request that breaks the two invariants (an assistant call
not followed by exactly one result per id, a result for an unknown id), replays a tool name outside the APIs'
pattern, or (Anthropic) sends a whitespace-only text block. Not collected by pytest.
"""

from __future__ import annotations

import json
import random
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")  # both APIs' pattern for a tool name, in the history too


def openai_problem(body: dict[str, Any]) -> str | None:
    """Why a chat-completions request is invalid, or None."""
    pending: list[str] = []
    for i, m in enumerate(body.get("messages", [])):
        if m.get("role") == "tool":
            if m.get("tool_call_id") not in pending:
                return f"messages[{i}]: tool message for unknown tool_call_id {m.get('tool_call_id')!r}"
            pending.remove(m["tool_call_id"])
            continue
        if pending:
            return f"messages[{i}]: tool_calls {pending} must each be followed by one tool message"
        if m.get("role") == "assistant" and m.get("tool_calls"):
            pending = [c["id"] for c in m["tool_calls"]]
            if len(set(pending)) != len(pending) or not all(
                isinstance(c["function"]["arguments"], str) for c in m["tool_calls"]
            ):
                return f"messages[{i}]: duplicate tool_call ids or non-string arguments"
            if not all(NAME.match(c["function"]["name"]) for c in m["tool_calls"]):
                return f"messages[{i}].tool_calls: function.name does not match pattern {NAME.pattern}"
    return f"tool_calls {pending} have no tool message" if pending else None


def anthropic_problem(body: dict[str, Any]) -> str | None:
    """Why a Messages API request is invalid, or None."""
    expected: set[str] = set()
    seen: set[str] = set()  # tool_use ids are unique across the whole request
    for i, m in enumerate(body.get("messages", [])):
        if m["role"] != ("user" if i % 2 == 0 else "assistant"):
            return f"messages[{i}]: roles must alternate user/assistant, got {m['role']!r}"
        blocks = m["content"]
        results = [b["tool_use_id"] for b in blocks if b["type"] == "tool_result"]
        if sorted(results) != sorted(expected) or len(set(results)) != len(results):
            return f"messages[{i}]: tool_result ids {results} do not match the tool_use ids {sorted(expected)}"
        if any(b["type"] == "text" and not b["text"].strip() for b in blocks):
            return f"messages.{i}: text content blocks must contain non-whitespace text"
        uses = [b for b in blocks if b["type"] == "tool_use"]
        if any(not isinstance(b["input"], dict) for b in uses):
            return f"messages[{i}]: tool_use input must be an object"
        if any(not NAME.match(b["name"]) for b in uses):
            return f"messages[{i}]: tool_use name does not match pattern {NAME.pattern}"
        if any(not re.fullmatch(r"[a-zA-Z0-9_-]+", b["id"]) or b["id"] in seen for b in uses):
            return f"messages.{i}: `tool_use` ids must be unique and match ^[a-zA-Z0-9_-]+$"
        seen.update(b["id"] for b in uses)
        expected = {b["id"] for b in uses}
    return f"tool_use ids {sorted(expected)} have no tool_result" if expected else None


class StrictServer:
    """`with StrictServer("openai", [reply_bytes, ...]) as s:` then point a provider at `s.base_url`."""

    def __init__(self, shape: str, replies: list[bytes], seed: int = 0) -> None:
        self.shape, self.replies, self.rng = shape, list(replies), random.Random(seed)
        self.requests: list[dict[str, Any]] = []
        self.rejected: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.01,), daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}" + ("/v1" if self.shape == "openai" else "")

    def __enter__(self) -> StrictServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                server.requests.append(body)
                check = openai_problem if server.shape == "openai" else anthropic_problem
                problem = check(body)
                if problem or not server.replies:
                    server.rejected.append(problem or "no reply left")
                    return self._send_error(problem or "no reply left")
                self._stream(server.replies.pop(0))

            def _send_error(self, message: str) -> None:
                data = json.dumps({"error": {"type": "invalid_request_error", "message": message}}).encode()
                self.send_response(400)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, raw: bytes) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("transfer-encoding", "chunked")
                self.end_headers()
                at = 0
                while at < len(raw):  # arbitrary chunk boundaries, inside lines and characters alike
                    piece = raw[at : at + server.rng.randint(1, 23)]
                    at += len(piece)
                    self.wfile.write(b"%x\r\n%s\r\n" % (len(piece), piece))
                    self.wfile.flush()
                self.wfile.write(b"0\r\n\r\n")

            def log_message(self, format: str, *args: Any) -> None:
                pass  # keep test output clean

        return Handler
