"""The failed step of a job's log: found from the CI's step list and the log's own step markers, then cut out.

GitHub opens each step's output with `##[group]Run <command>`; GitLab wraps each phase in
`section_start:<time>:<name>` … `section_end:<time>:<name>`. The cut keeps the step's lines (and GitLab's closing
`ERROR: Job failed` line), so the excerpt works on the step that failed, as it does on a whole log's failing step.
Both passes stream the file; a line is read in bounded pieces.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from diagbot.ci.types import Job, Step

_PIECE = 1 << 20
_STAMP = rb"^(?:\xef\xbb\xbf)?(?:\d{4}-\d\d-\d\dT[\d:.]+Z )?"
_GITHUB_RUN = re.compile(_STAMP + rb"##\[group\]Run (.*?)\r?$")
_GITHUB_POST = re.compile(_STAMP + rb"Post job cleanup\.\r?$")
_GITHUB_ERROR = re.compile(_STAMP + rb"##\[error\]")
_GITLAB_SECTION = re.compile(rb"section_(start|end):\d+:([A-Za-z0-9_.-]+)")
_GITLAB_FAILED = re.compile(rb"^(?:\x1b\[[0-9;]*m)*ERROR: Job failed\b")
# GitLab's phases that run after a failure: the failure is in the one before them
_GITLAB_AFTER = ("after_script", "archive_cache", "upload_artifacts", "cleanup_file_variables")
_BOOKKEEPING = ("Set up job", "Complete job")


@dataclass(frozen=True)
class Cut:
    """The failed step: its title and its 1-based inclusive line range, plus lines kept from after it."""

    title: str
    start: int
    end: int
    also: tuple[int, ...] = ()


def lines_of(path: Path) -> Iterator[tuple[int, bytes]]:
    """(1-based number, first MiB of the line) for each line, in bounded memory."""
    number = 0
    with path.open("rb") as f:
        while True:
            piece = f.readline(_PIECE)
            if not piece:
                return
            number += 1
            head = piece
            while not piece.endswith(b"\n"):  # a longer line: skip the rest of it
                piece = f.readline(_PIECE)
                if not piece:
                    break
            yield number, head.rstrip(b"\n")


def github_cut(path: Path, job: Job) -> Cut | None:
    """The failed step's lines in a GitHub job log, or None when the log does not say which they are."""
    markers: list[tuple[int, str]] = []
    error: int | None = None
    last = 0
    for number, line in lines_of(path):
        last = number
        run = _GITHUB_RUN.match(line)
        if run:
            markers.append((number, run[1].decode("utf-8", "replace")))
        elif _GITHUB_POST.match(line):
            markers.append((number, ""))  # post steps: the failed step ends before them
        elif error is None and markers and _GITHUB_ERROR.match(line):
            error = number
    index = _github_marker(markers, job, error)
    if index is None:
        return None
    start, title = markers[index]
    end = markers[index + 1][0] - 1 if index + 1 < len(markers) else last
    step = job.failed_step()
    return Cut(step.name if step else f"Run {title}", start, end)


def _github_marker(markers: list[tuple[int, str]], job: Job, error: int | None) -> int | None:
    """Which `##[group]Run` marker opens the failed step: by name, by count, else the one above the first error."""
    step = job.failed_step()
    runs = [i for i, (_, title) in enumerate(markers) if title]
    if step is not None:
        named = [i for i in runs if step.name == f"Run {markers[i][1]}"]
        if len(named) == 1:
            return named[0]
        ran = _user_steps(job.steps)
        if len(ran) == len(runs) and step in ran:
            return runs[ran.index(step)]
    if error is None:
        return None
    above = [i for i in runs if markers[i][0] < error]
    return above[-1] if above else None


def _user_steps(steps: tuple[Step, ...]) -> list[Step]:
    """The steps that ran and print a `##[group]Run` marker: not the runner's own, not post steps, not skipped."""
    return [
        s
        for s in steps
        if s.name not in _BOOKKEEPING and not s.name.startswith("Post ") and s.conclusion not in (None, "skipped")
    ]


def gitlab_cut(path: Path) -> Cut | None:
    """The failed phase of a GitLab job trace (its outermost section before `ERROR: Job failed`), or None."""
    sections: list[Cut] = []
    open_: dict[str, int] = {}
    failed: list[int] = []
    for number, line in lines_of(path):
        for kind, name in _GITLAB_SECTION.findall(line):
            title = name.decode("ascii")
            if kind == b"start" and not open_:
                sections.append(Cut(title, number, number))
            if kind == b"start":
                open_.setdefault(title, number)
            elif open_.pop(title, None) is not None and not open_ and sections:
                sections[-1] = Cut(sections[-1].title, sections[-1].start, number)
        if _GITLAB_FAILED.match(line):
            failed.append(number)
    if not failed:
        return None
    before = [s for s in sections if s.start < failed[0] and not s.title.startswith(_GITLAB_AFTER)]
    if not before:
        return None
    step = before[-1]
    end = step.end if step.end > step.start else failed[0] - 1
    return Cut(step.title, step.start, end, tuple(n for n in failed if n > end))


def write_cut(path: Path, cut: Cut, dest: Path) -> None:
    """Copy the cut's lines from `path` into `dest`, streaming."""
    keep = set(cut.also)
    with dest.open("wb") as out, path.open("rb") as f:
        number = 0
        for piece in iter(lambda: f.readline(_PIECE), b""):
            if cut.start <= number + 1 <= cut.end or number + 1 in keep:
                out.write(piece)
            if piece.endswith(b"\n"):
                number += 1
            if number >= max(cut.end, *cut.also, 0):
                return
