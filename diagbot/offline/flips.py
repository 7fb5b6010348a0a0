"""A comparison whose bound the branch made inclusive or exclusive: the removed code compared a name with `<=` and
the added code compares it with `<` (`miles <= 15` rewritten as a table searched with `miles < band.up_to_miles`,
`i >= 0` become `i > 0`), a rewrite's likeliest slip. A line comparing the name both ways before stays unflagged."""

from __future__ import annotations

import re
from functools import lru_cache

from diagbot.changes import ChangeSet
from diagbot.filekinds import is_test
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code

# `a.b <= c`, `x[i] > 0`, `len(s) >= n`: the operand's last name either side of the operator (not `<<`, `->`, `=>`,
# a generic's `<T>`: the operator stands between spaces)
_COMPARE = re.compile(r"([\w$]+)\)?\]?\s+(<=|>=|<|>)\s+(?:[\w$]+[.:]+)*([\w$]+)")
_MIRROR = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
_FLIP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}


def comparisons(text: str) -> frozenset[tuple[str, str]]:
    """The names a line compares and how, each from its own side: `miles <= limit` gives (miles, <=), (limit, >=)."""
    found: set[tuple[str, str]] = set()
    for m in _COMPARE.finditer(code_only(text)):
        found |= {(m[1], m[2]), (m[3], _MIRROR[m[2]])}
    return frozenset((name, op) for name, op in found if not name.isdigit())


def flips(text: str, removed: frozenset[tuple[str, str]]) -> bool:
    """The line compares a name the removed lines compared, with the other bound (`<` where they had `<=`), and the
    removed lines never compared it this way."""
    return any((name, _FLIP[op]) in removed and (name, op) not in removed for name, op in comparisons(text))


def removed_comparisons(patch: str) -> frozenset[tuple[str, str]]:
    """What the removed lines of code of a patch compare."""
    lines = (x[1:] for x in patch.splitlines() if x.startswith("-") and not x.startswith("---"))
    return frozenset(c for t in lines if is_code(t) for c in comparisons(t))


@lru_cache(maxsize=2)
def flipped_lines(changes: ChangeSet | None) -> frozenset[tuple[str, int]]:
    """The added lines of the changed source files (not tests) that flip a bound their file's removed code had."""
    found: set[tuple[str, int]] = set()
    for f in source_files(changes):
        removed = removed_comparisons(f.patch) if f.patch and not is_test(f.path) else frozenset()
        found |= {(f.path, n) for n, t in added_lines(f.patch) if removed and is_code(t) and flips(t, removed)}
    return frozenset(found)
