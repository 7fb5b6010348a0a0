"""A server that never answers costs one request_timeout, not three, and the error names the setting."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from diagbot.cli import main
from diagbot.config import load_settings

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "python-pytest"


@pytest.fixture
def silent_server() -> Iterator[tuple[str, list[str]]]:
    """Reads each request, then says nothing until the test ends."""
    seen: list[str] = []
    release = threading.Event()

    class Silent(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["content-length"]))
            seen.append(self.path)
            release.wait(30)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Silent)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", seen
    release.set()
    server.shutdown()
    server.server_close()


def test_a_silent_server_costs_one_request_timeout_and_the_report_names_the_setting(silent_server, capsys):
    url, seen = silent_server
    argv = ["explain", "--log", str(EXAMPLE / "failure.log"), "--repo", str(EXAMPLE), "--format", "json"]
    started = time.monotonic()
    code = main([*argv, "--provider", "openai", "--base-url", url, "--request-timeout", "1.5"])
    elapsed = time.monotonic() - started
    report = json.loads(capsys.readouterr().out)
    host = url.split("//")[1].split("/")[0]
    assert (code, seen, elapsed < 6) == (0, ["/v1/chat/completions"], True)
    assert report["conclusion"].startswith(f"model unavailable: {host} sent nothing for 1.5 s; offline heuristic below")
    assert "sent nothing for 1.5 s (ReadTimeout), so it was not asked again" in report["error"]
    assert "raise request_timeout (--request-timeout, DIAGBOT_REQUEST_TIMEOUT)" in report["error"]


def test_request_timeout_comes_from_the_env_and_the_config_file(tmp_path):
    (tmp_path / ".diagbot.yml").write_text("request_timeout: 30\n", encoding="utf-8")
    assert load_settings({}, {}, tmp_path).request_timeout == 30
    assert load_settings({}, {"DIAGBOT_REQUEST_TIMEOUT": "45.5"}, tmp_path).request_timeout == 45.5
    assert load_settings({"request_timeout": 5}, {"DIAGBOT_REQUEST_TIMEOUT": "45"}, tmp_path).request_timeout == 5
    assert load_settings({}, {}, tmp_path.parent).request_timeout == 120


@pytest.mark.parametrize(
    ("value", "said"),
    [
        ("0", "--request-timeout=0.0: Input should be greater than or equal to 1"),
        ("5000", "--request-timeout=5000.0: Input should be less than or equal to 3600"),
        ("soon", "argument --request-timeout: invalid float value: 'soon'"),
    ],
)
def test_request_timeout_out_of_range_is_a_usage_error(tmp_path, capsys, value, said):
    log = tmp_path / "x.log"
    log.write_text("FAILED\n", encoding="utf-8")
    assert main(["explain", "--log", str(log), "--repo", str(tmp_path), "--request-timeout", value]) == 2
    assert capsys.readouterr().err == f"diagbot: error: {said}\n"
