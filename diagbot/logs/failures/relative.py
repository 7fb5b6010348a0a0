"""Failures placed in the checkout: a local run's absolute paths (`/tmp/x/repo/test/dash.js`) made
repository-relative, in `path` and in `frame`, so the question and the offline model name files as the tools do
(digest_log does it when it is given the repository's root); a path from another copy of the checkout too, by the
longest tail of it that is a file of this one."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from diagbot.logs.failures.stateful import OUTSIDE_REPO
from diagbot.logs.types import Failure


def in_checkout(failures: Sequence[Failure], root: Path) -> list[Failure]:
    """Each failure with its absolute path and frame inside `root` relative to it; others unchanged."""
    tops = {os.path.abspath(root), os.path.realpath(root)}
    return [_placed(f, tops) for f in failures]


def _placed(failure: Failure, tops: set[str]) -> Failure:
    frame = failure.frame
    if frame and ":" in frame:
        where, _, line = frame.rpartition(":")
        frame = f"{_relative(where, tops)}:{line}" if line.isdigit() else frame
    return replace(failure, path=_relative(failure.path, tops) if failure.path else None, frame=frame)


def _relative(path: str, tops: set[str]) -> str:
    """`path` relative to the checkout when it is absolute and inside it (as written, or with links resolved); else,
    when it names a file of the checkout under another folder (the log of a run in another copy or on another
    machine: `/builds/team/app/test/a.rb`), the longest tail of it that is a file here."""
    if not os.path.isabs(path):
        return path
    for candidate in (os.path.abspath(path), os.path.realpath(path)):
        for top in tops:
            rel = os.path.relpath(candidate, top)
            if rel != ".." and not rel.startswith("../"):
                return Path(rel).as_posix()
    if OUTSIDE_REPO.search(path):
        return path  # a library's or the runtime's own file: not the checkout's, whatever it is named
    parts = Path(path).parts[1:]
    top = min(tops)
    for k in range(len(parts)):
        tail = Path(*parts[k:])
        if os.path.isfile(os.path.join(top, tail)):
            return tail.as_posix()
    return path
