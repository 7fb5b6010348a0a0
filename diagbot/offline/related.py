"""Which changed hunks relate to the failure at all: those whose added code shares a word with the failing test's
name or the values its failure compares; the plan reads a related hunk before an unrelated one in the function it
reached, and, when no change was in reach, the one sharing the most of the failure's words; the report cites the
next ones."""

from __future__ import annotations

import re

from diagbot.changes import ChangeSet
from diagbot.cues import cue_words, shared
from diagbot.offline.change import Hunk, hunk_rows
from diagbot.offline.pick import compared


def related_hunks(changes: ChangeSet | None, hunks: list[Hunk], test: str | None, message: str) -> list[Hunk]:
    """The hunks whose added code shares a word (or its stem: `month`, `monthly`) with the failing test's name or
    the values its failure compares; all of them when there is no test name to judge by."""
    if not test:
        return hunks
    values = compared(message)
    cues = cue_words(test, *(values.strings + tuple(values.keys) if values else ()))
    return [h for h in hunks if shared(_words(changes, h), cues)]


def ranked_related(
    changes: ChangeSet | None, hunks: list[Hunk], cues: frozenset[str]
) -> list[tuple[tuple[str, ...], Hunk]]:
    """The hunks whose added code shares any of the failure's words (`cues`), those sharing more first (the order
    given among equals), each with the words it shares."""
    scored = [(shared(_words(changes, h), cues), h) for h in hunks]
    return sorted(((words, h) for words, h in scored if words), key=lambda x: -len(x[0]))


_NOT_CODE = re.compile(r"\s*(#|//|/\*|\*|--|\"\"\"|\x27\x27\x27|import\s|from\s\S+\s+import\s|use\s)")


def _words(changes: ChangeSet | None, hunk: Hunk) -> frozenset[str]:
    """The words of a hunk's added code (not its comments, docstrings' edges nor imports)."""
    rows = hunk_rows(changes, hunk)
    return cue_words(*(r[7:] for r in rows if r[6:7] == "+" and r[7:].strip() and not _NOT_CODE.match(r[7:])))
