"""How sure the offline diagnosis is, said so that it means something: measured on the bench's 447 cases, the old
rule (medium when a changed hunk in reach was read) put its medium at 0.53 located first and its low at 0.63, the
wrong way round, in both halves of a split by name. A slip the diff itself shows (a flipped bound, a dropped copy:
slips.py) was the culprit in all 26 cases it was cited in then (36 of the 40 of 527 cases, 2026-12-06); a change
in reach among four or fewer changed places of source in 0.61; among more, in 0.44. So: medium for a slip read, or
for a change in reach among few places; low otherwise, saying why."""

from __future__ import annotations

from diagbot.offline.change import file_hunks, source_files
from diagbot.offline.findings import Findings

FEW_PLACES = 4  # changed hunks of code in source files: more, and the one the failure reaches is less often it


def places(f: Findings) -> int:
    """The branch's changed hunks of code in source files (not tests, not comments or imports only)."""
    return sum(1 for c in source_files(f.changes) for h in file_hunks(f.changes, c.path) if not h.inert)


def level(f: Findings) -> str:
    """`medium` or `low`, with why when low and a change the failure reaches was read."""
    if f.slip:
        return "medium (the diff itself shows the slip)"
    if f.change is None or f.related:  # no change read, or one only sharing the failure's words
        return "low"
    n = places(f)
    return "medium" if n <= FEW_PLACES else f"low (the branch changed code in {n} places; the failure reaches this one)"
