"""A hunk that only renames: each removed line comes back as an added line with one name consistently replaced
by another (`interpolate(template)` → `fill(template)`), and the old name is gone from everything the branch
added. Such a hunk does not change what the code does, so it is blamed after every hunk that does.

A name swapped for another that still exists (`price(a)` → `price(b)` where `a` is still used elsewhere) is not
a rename: it may well be the bug.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from diagbot.changes import ChangeSet

_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d[\w.]*|\S")
_NAME = re.compile(r"[A-Za-z_$][\w$]*")


def renames(removed: list[str], added: list[str]) -> tuple[tuple[str, str], ...]:
    """The names a hunk's changed lines (removed and added, in order) rename, when that is all they do; else ()."""
    if not removed or len(removed) != len(added):
        return ()
    mapping: dict[str, str] = {}
    for old, new in zip(removed, added, strict=True):
        a, b = _TOKEN.findall(old), _TOKEN.findall(new)
        if len(a) != len(b):
            return ()
        for x, y in zip(a, b, strict=True):
            if x == y:
                continue
            if not (_NAME.fullmatch(x) and _NAME.fullmatch(y)) or mapping.setdefault(x, y) != y:
                return ()
    news = set(mapping.values())
    one_to_one = len(news) == len(mapping) and not news & set(mapping)  # `f(a, b)` → `f(b, a)` swaps, renames none
    return tuple(sorted(mapping.items())) if mapping and one_to_one else ()


def gone(changes: ChangeSet | None, names: tuple[tuple[str, str], ...]) -> bool:
    """Every renamed old name is absent from all the lines the branch added: it was renamed, not swapped."""
    if not changes or not names:
        return False
    added = _added_names(changes)
    return all(old not in added for old, _ in names)


@lru_cache(maxsize=4)
def _added_names(changes: ChangeSet) -> frozenset[str]:
    """The names on the lines the branch added, once per diff (the plan asks for every renaming hunk it meets)."""
    return frozenset(
        w
        for f in changes.files
        for line in (f.patch or "").splitlines()
        if line.startswith("+") and not line.startswith("+++")
        for w in _NAME.findall(line)
    )
