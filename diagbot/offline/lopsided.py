"""A two-sided test whose sides are mirror images but for one bound: `a.start <= b.end && b.start < a.end`. The second
comparison is the first with the two values swapped, so both must take the same bound (two spans overlap, or do not,
whichever is named first); one inclusive and one exclusive makes the answer depend on the order of the arguments."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files

_SIDE = r"\$?([A-Za-z_]\w*)(?:\.|->|_)([A-Za-z]\w*)"  # `a.start`, `$a->start`, `a_start`: a value and its part
_PAIR = re.compile(rf"{_SIDE}\s*(<=?|>=?)\s*{_SIDE}\s*(?:&&|\band\b|\|\||\bor\b)\s*{_SIDE}\s*(<=?|>=?)\s*{_SIDE}")


def lopsided(code: str) -> bool:
    """The line joins a comparison and its mirror image (the two values swapped, `a.start <= b.end` and `b.start <
    a.end`) with the bound made inclusive on one side only."""
    for m in _PAIR.finditer(code):
        a, p, one, b, q, c, r, other, d, s = m.groups()
        mirrored = (a, b, p, q) == (d, c, r, s) and a != b
        if mirrored and one != other and one.rstrip("=") == other.rstrip("="):
            return True
    return False


@lru_cache(maxsize=2)
def lopsided_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) whose mirror-image comparisons take two bounds;
    strength 2."""
    found = {
        (f.path, int(n)): 2
        for f in written_files(changes)
        for n, mark, text in diff_rows(f.patch)
        if mark == "+" and n and lopsided(bare_code(text, f.path))
    }
    return MappingProxyType(found)
