"""A digest's failures placed in the checkout: a local run's absolute paths (`/tmp/x/repo/test/dash.js`) made
repository-relative, in `path` and in `frame`, so the question and the offline model name files as the tools do."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from diagbot.logs.types import Failure, LogDigest


def in_checkout(digest: LogDigest, root: Path) -> LogDigest:
    """The digest with each failure's absolute path and frame inside `root` relative to it; others unchanged."""
    tops = {os.path.abspath(root), os.path.realpath(root)}
    failures = tuple(_placed(f, tops) for f in digest.failures)
    return digest if failures == digest.failures else replace(digest, failures=failures)


def _placed(failure: Failure, tops: set[str]) -> Failure:
    frame = failure.frame
    if frame and ":" in frame:
        where, _, line = frame.rpartition(":")
        frame = f"{_relative(where, tops)}:{line}" if line.isdigit() else frame
    return replace(failure, path=_relative(failure.path, tops) if failure.path else None, frame=frame)


def _relative(path: str, tops: set[str]) -> str:
    """`path` relative to the checkout when it is absolute and inside it (as written, or with links resolved)."""
    if not os.path.isabs(path):
        return path
    for candidate in (os.path.abspath(path), os.path.realpath(path)):
        for top in tops:
            rel = os.path.relpath(candidate, top)
            if rel != ".." and not rel.startswith("../"):
                return Path(rel).as_posix()
    return path
