"""A code of one letter changed on the way into a rewrite: the branch removes `$day->format('N')` (the ISO weekday,
Sunday 7) and adds `$day->format('w')` (Sunday 0) in the helper the code moved into, still compared with `SUNDAY = 7`.
A call's one-letter code (a date format's, a mode's, a unit's) that the removed code alone used, become another that
only the added code uses: the call moved, and its code was retyped wrong. That line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.kinds import without_comment

# a call handed one code of one letter: `format('N')`, `->format("w")`, `.get('h')`, `Mode('r')`
_CODED = re.compile(r"([A-Za-z_$][\w$]*)\s*\(\s*(['\"])([A-Za-z])\2\s*\)")


@lru_cache(maxsize=2)
def recoded_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) calling a function with a one-letter code that no removed
    call of it used, where removed calls of it used one code that no added call uses; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        removed: dict[str, set[str]] = {}
        added: dict[str, set[str]] = {}
        lines: list[tuple[int, str, str]] = []
        for n, mark, text in diff_rows(f.patch):
            for m in _CODED.finditer(without_comment(text, f.path)) if mark in "+-" else ():
                (removed if mark == "-" else added).setdefault(m[1], set()).add(m[3])
                lines += [(int(n), m[1], m[3])] if mark == "+" and n else []
        for line, name, code in lines:
            gone = removed.get(name, set()) - added.get(name, set())
            if len(gone) == 1 and code not in removed.get(name, set()) and len(added[name] - removed[name]) == 1:
                found[(f.path, line)] = 2
    return MappingProxyType(found)
