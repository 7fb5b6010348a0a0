"""Where a diagnosis points: the conclusion's own `path:line` citations, ranked, then the log's failures.

The Cause section's citations come first, then the Fix's, then the Evidence's, then any others; within a
section a non-test file comes before a test file. Citations of the same file within 3 lines merge. The
parsed failures' locations follow every citation, so thirteen failing tests never bury the culprit.
"""

from __future__ import annotations

import os
import posixpath
import re
from pathlib import Path

from diagbot.diagnosis import Location
from diagbot.filekinds import TEST_FILE
from diagbot.logs.types import LogDigest

MAX_LOCATIONS = 10
NEAR_LINES = 3  # citations of one file this close name the same place
# a line of up to 9 digits: a longer run is no line of any file (and past 4,300 digits int() refuses it)
_CITATION = re.compile(r"(?<![\w/.:-])((?:/|\./)?[\w.-]+(?:/[\w.-]+)*):(\d{1,9})(?!\d)")
_NAME = r"(cause|fix|evidence|confidence|suggested fix|proposed fix)"
_LEAD = r"(?:\d+\. +)?(?:the +)?(?:(?:root|likely|probable|main) +)?"
# a Markdown heading, a bold label, or a plain label with its colon: `### Cause`, `**Fix:**`, `Evidence:`
_SECTION = re.compile(
    rf"^ {{0,3}}(?:#{{1,6}} +{_LEAD}{_NAME}\b|(?:\*\*|__){_LEAD}{_NAME}\b|{_LEAD}{_NAME} *:)", re.I | re.M
)
_RANKS = {"cause": 0, "fix": 1, "suggested fix": 1, "proposed fix": 1, "evidence": 2}
_ELSEWHERE = 3  # text before the first section, a Confidence section, anything unlabelled


def find_locations(root: Path, digest: LogDigest, conclusion: str) -> tuple[Location, ...]:
    """The conclusion's citations ranked (Cause, Fix, Evidence), then the failures' locations; at most 10."""
    top = root.resolve()
    cited: list[tuple[int, bool, int, Location]] = []
    for rank, offset, path, line in _citations(conclusion):
        rel = _repository_path(top, path)
        if rel is not None and line <= _line_count(
            top / rel
        ):  # ranked by the repository path: the checkout's own folder may look like a test's
            cited.append((rank, bool(TEST_FILE.search(rel)), offset, Location(rel, line)))
    failed = [Location(rel, f.line, "log") for f in digest.failures if (rel := _repository_path(top, f.path or ""))]
    kept: list[Location] = []
    for loc in [c[-1] for c in sorted(cited, key=lambda c: c[:3])] + failed:
        _merge(kept, loc)
    return tuple(kept[:MAX_LOCATIONS])


def _citations(text: str) -> list[tuple[int, int, str, int]]:
    """(section rank, offset, path, line) of every `path:line` in `text`."""
    found: list[tuple[int, int, str, int]] = []
    for rank, start, body in _sections(text):
        found += [(rank, start + m.start(), m[1], int(m[2])) for m in _CITATION.finditer(body) if int(m[2]) >= 1]
    return found


def section_text(text: str, name: str) -> str:
    """The body of the first section called `name` (e.g. "cause"), its label stripped; "" when there is none."""
    for label, head, end in _labelled(text):
        if label == name:
            return text[head.end() : end].lstrip("*_: \t").strip()
    return ""


def _sections(text: str) -> list[tuple[int, int, str]]:
    """(rank, offset, text) of each part of the conclusion; no section headings: one part, all equal."""
    labelled = _labelled(text)
    if not labelled:
        return [(0, 0, text)]
    parts = [(_ELSEWHERE, 0, text[: labelled[0][1].start()])]
    parts += [(_RANKS.get(label, _ELSEWHERE), head.start(), text[head.start() : end]) for label, head, end in labelled]
    return parts


def _labelled(text: str) -> list[tuple[str, re.Match[str], int]]:
    """Each section's label (lower case), its heading match, and where the section ends."""
    heads = list(_SECTION.finditer(text))
    ends = [h.start() for h in heads[1:]] + [len(text)] * bool(heads)
    return [(next(g for g in h.groups() if g).lower(), h, end) for h, end in zip(heads, ends, strict=True)]


def _merge(kept: list[Location], new: Location) -> None:
    """Append `new` unless it names a place already kept (same file, lines within 3, or no line)."""
    for i, old in enumerate(kept):
        if old.path != new.path:
            continue
        if old.line is None and new.line is not None:
            kept[i] = Location(old.path, new.line, old.source)  # a line says more than the file alone
            return
        if new.line is None or old.line is None or abs(old.line - new.line) <= NEAR_LINES:
            return
    kept.append(new)


def _line_count(path: Path) -> int:
    """The file's number of lines (a last line without a newline counts): a cited line past it is no place."""
    try:
        data = path.read_bytes()
    except OSError:
        return 0
    return data.count(b"\n") + (not data.endswith(b"\n"))


def _repository_path(top: Path, cited: str) -> str | None:
    """The repository-relative path of an existing file inside the root (symlinks followed), else None."""
    if not cited:
        return None
    rel = posixpath.normpath(cited)
    if os.path.isabs(rel):
        if not rel.startswith(str(top) + os.sep):
            return None
        rel = rel[len(str(top)) + 1 :]
    try:
        target = (top / rel).resolve()
    except (OSError, ValueError):
        return None
    return rel if target.is_file() and str(target).startswith(str(top) + os.sep) else None
