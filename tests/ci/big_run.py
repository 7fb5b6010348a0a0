"""Explain a run whose failed job's log is `sys.argv[1]` MB, served by the fake API; print peak RSS in MB.

Run in a subprocess by test_fetch.py, so the figure is this process's own. Not collected by pytest.
"""

from __future__ import annotations

import os
import resource
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ci.fake_ci import FakeCI, Reply
from ci.github_api import REPO, RUN, job_json, serve_run
from ci.joblogs import PYTEST_OUTPUT, github_log
from diagbot.cli import main


def body(megabytes: int) -> Iterator[bytes]:
    """The log in 1 MiB chunks: a long, passing build's output, then the real failure; never whole in memory."""
    head, marker, tail = github_log(PYTEST_OUTPUT).partition(b"shell: /usr/bin/bash -e {0}\n")
    yield head + marker
    filler = b"".join(
        b"2024-05-01T10:00:00.0000000Z " + line.encode() + b"\n" for line in PYTEST_OUTPUT.splitlines()[:8]
    )
    chunk = filler * ((1 << 20) // len(filler))
    for _ in range(megabytes):
        yield chunk
    yield tail


if __name__ == "__main__":
    with FakeCI() as ci:
        os.environ.update(GITHUB_API_URL=ci.api_url, GITHUB_REPOSITORY=REPO, GITHUB_TOKEN="ghs_test")
        jobs = [job_json(101, "test", "failure")]
        serve_run(ci, jobs, logs={101: Reply(200, body(int(sys.argv[1])), {"Content-Type": "text/plain"})}, pulls=[7])
        code = main(
            ["explain", "--github-run", str(RUN), "--repo", sys.argv[2], "--format", "json", "--output", sys.argv[3]]
        )
    print(code, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
