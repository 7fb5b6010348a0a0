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
    """The failed step: its title, its 1-based inclusive line range, and the byte ranges to keep (with the lines
    kept from after it)."""

    title: str
    start: int
    end: int
    spans: tuple[tuple[int, int], ...]


def marked_lines(path: Path, needles: tuple[bytes, ...]) -> Iterator[tuple[int, int, int, bytes]]:
    """(1-based number, start offset, end offset, first MiB) of each line holding one of `needles`, found by
    searching 1 MiB blocks (not line by line: a job log can have millions of lines); then (total lines, size, size,
    b"") last. A line longer than a block is kept to its first MiB."""
    number = base = dropped = 0
    carry = b""
    with path.open("rb") as f:
        while True:
            data = f.read(_PIECE)
            block = carry + data
            cut = len(block) if not data else block.rfind(b"\n") + 1
            if cut == 0 and data:  # no line ends in this block: keep the head of the line, count the rest
                dropped += max(len(block) - _PIECE, 0)
                carry = block[:_PIECE]
                continue
            complete = block[:cut]
            yield from _hits(complete, needles, number, base, dropped)
            number += complete.count(b"\n") + (1 if not data and complete and not complete.endswith(b"\n") else 0)
            base, dropped, carry = base + cut + dropped, 0, block[cut:]
            if not data:
                yield number, base, base, b""
                return


def _hits(
    block: bytes, needles: tuple[bytes, ...], number: int, base: int, dropped: int
) -> Iterator[tuple[int, int, int, bytes]]:
    starts = sorted({block.rfind(b"\n", 0, m.start()) + 1 for n in needles for m in re.finditer(re.escape(n), block)})
    seen = 0
    for start in starts:
        number += block.count(b"\n", seen, start)
        seen = start
        end = block.find(b"\n", start) + 1 or len(block)
        first = base + (start and start + dropped)  # only the first line of a block can have lost bytes
        yield number + 1, first, base + end + dropped, block[start:end].rstrip(b"\n")


def github_cut(path: Path, job: Job) -> Cut | None:
    """The failed step's lines in a GitHub job log, or None when the log does not say which they are."""
    markers: list[tuple[int, int, str]] = []  # (line, offset, the command after `Run `; "" for post steps)
    error: int | None = None
    last = 0
    for number, start, _, line in marked_lines(path, (b"##[", b"Post job cleanup.")):
        last = number
        run = _GITHUB_RUN.match(line)
        if run:
            markers.append((number, start, run[1].decode("utf-8", "replace")))
        elif _GITHUB_POST.match(line):
            markers.append((number, start, ""))  # post steps: the failed step ends before them
        elif error is None and markers and _GITHUB_ERROR.match(line):
            error = number
    index = _github_marker([(n, title) for n, _, title in markers], job, error)
    if index is None:
        return None
    first, offset, title = markers[index]
    end, stop = (markers[index + 1][0] - 1, markers[index + 1][1]) if index + 1 < len(markers) else (last, 1 << 62)
    step = job.failed_step()
    return Cut(step.name if step else f"Run {title}", first, end, ((offset, stop),))


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
    sections: list[tuple[str, int, int, int, int]] = []  # (name, first line, start offset, last line, end offset)
    open_: set[str] = set()
    failed: list[tuple[int, int, int]] = []
    for number, start, end, line in marked_lines(path, (b"section_", b"Job failed")):
        if b"section_" in line:
            for kind, name in _GITLAB_SECTION.findall(line):
                title = name.decode("ascii")
                if kind == b"start" and not open_:
                    sections.append((title, number, start, number, end))
                if kind == b"start":
                    open_.add(title)
                elif title in open_ and not (open_ - {title}) and sections:
                    open_.discard(title)
                    sections[-1] = (*sections[-1][:3], number, end)
                else:
                    open_.discard(title)
        if b"Job failed" in line and _GITLAB_FAILED.match(line):
            failed.append((number, start, end))
    before = [s for s in sections if failed and s[1] < failed[0][0] and not s[0].startswith(_GITLAB_AFTER)]
    if not before:
        return None
    title, first, offset, last, stop = before[-1]
    if last == first:  # a section never closed: it runs up to the failure
        last, stop = failed[0][0] - 1, failed[0][1]
    also = tuple((a, b) for n, a, b in failed if n > last)
    return Cut(title, first, last, ((offset, stop), *also))


def write_cut(path: Path, cut: Cut, dest: Path) -> None:
    """Copy the cut's byte ranges from `path` into `dest`, in chunks."""
    with dest.open("wb") as out, path.open("rb") as f:
        for start, stop in cut.spans:
            f.seek(start)
            left = stop - start
            while left > 0:
                chunk = f.read(min(left, _PIECE))
                if not chunk:
                    break
                out.write(chunk)
                left -= len(chunk)
