"""Which changed hunks relate to the failure at all: those whose added code shares a word with the failing test's
name or the values its failure compares; the plan reads a related hunk before an unrelated one in the function it
reached."""

from __future__ import annotations

import re

from diagbot.changes import ChangeSet
from diagbot.offline.change import Hunk, hunk_rows
from diagbot.offline.pick import compared

_STOP = frozenset(
    "test tests should when with that from into then returns return none null true false self this".split()
)


def cue_words(*texts: str) -> frozenset[str]:
    """The words of identifiers and sentences (`test_monthly_into_next_year`, `parseDate`), 4 letters or more."""
    found = (w.lower() for t in texts for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])", t))
    return frozenset(w for w in found if len(w) >= 4 and w not in _STOP)


def related_hunks(changes: ChangeSet | None, hunks: list[Hunk], test: str | None, message: str) -> list[Hunk]:
    """The hunks whose added code shares a word (or its stem: `month`, `monthly`) with the failing test's name or
    the values its failure compares; all of them when there is no test name to judge by."""
    if not test:
        return hunks
    values = compared(message)
    cues = cue_words(test, *(values.strings + tuple(values.keys) if values else ()))
    return [h for h in hunks if any(a.startswith(b) or b.startswith(a) for a in _words(changes, h) for b in cues)]


_NOT_CODE = re.compile(r"\s*(#|//|/\*|\*|--|\"\"\"|\x27\x27\x27|import\s|from\s\S+\s+import\s|use\s)")


def _words(changes: ChangeSet | None, hunk: Hunk) -> frozenset[str]:
    """The words of a hunk's added code (not its comments, docstrings' edges nor imports)."""
    rows = hunk_rows(changes, hunk)
    return cue_words(*(r[7:] for r in rows if r[6:7] == "+" and r[7:].strip() and not _NOT_CODE.match(r[7:])))
