"""Which changed hunks relate to the failure at all: those whose added code shares a word (or its stem) with the
failure's words (change_order.failure_cues: its test's own name, its message); the plan reads a related hunk before
an unrelated one in the function it reached, and, when no change was in reach, the one sharing the most of them;
the report cites the next ones."""

from __future__ import annotations

import re

from diagbot.changes import ChangeSet, numbered
from diagbot.cues import cue_words, shared
from diagbot.filekinds import ASIDE
from diagbot.offline.change import Hunk, file_hunks, source_files


def source_hunks(changes: ChangeSet | None, most: int = 2000) -> list[Hunk]:
    """The hunks of the changed source files that change code (not a comment, an import, a rename), file by file:
    the first `most` (a change of tens of thousands is not parsed whole)."""
    found: list[Hunk] = []
    for f in source_files(changes):
        if len(found) >= most:
            break
        found += [h for h in file_hunks(changes, f.path) if not h.inert]
    return found[:most]


def ranked_related(
    changes: ChangeSet | None, hunks: list[Hunk], cues: frozenset[str]
) -> list[tuple[tuple[str, ...], Hunk]]:
    """The hunks whose added code shares any of the failure's words (`cues`), those sharing more first (the order
    given among equals), each with the words it shares; an example's or a demo's code after the code it shows in use
    (its words are the library's, its code is not what the tests run)."""
    rows: dict[str, list[str]] = {}  # each file's numbered patch, made once for all its hunks
    for h in hunks[:_WEIGHED]:
        change = changes.find(h.path) if changes and h.path not in rows else None
        rows.setdefault(h.path, numbered(change.patch) if change and change.patch else [])
    scored = [(shared(_added(rows[h.path][h.offset - 1 : h.offset - 1 + h.lines]), cues), h) for h in hunks[:_WEIGHED]]
    return sorted(
        ((words, h) for words, h in scored if words), key=lambda x: (bool(ASIDE.search(x[1].path)), -len(x[0]))
    )


_WEIGHED = 2000  # hunks weighed, in their order: a change of tens of thousands is ranked in about a second


_NOT_CODE = re.compile(r"\s*(#|//|/\*|\*|--|\"\"\"|\x27\x27\x27|import\s|from\s\S+\s+import\s|use\s)")


def _added(rows: list[str]) -> frozenset[str]:
    """The words of the added code of a hunk's numbered rows."""
    return cue_words(*(r[7:] for r in rows if r[6:7] == "+" and r[7:].strip() and not _NOT_CODE.match(r[7:])))
