"""Constants moved into options, their values moved with them but one: the branch removes `WASTAGE_PERCENT = 5`,
`LABOUR_RATE_PENCE = 3200` and `M2_PER_HOUR = 12.0`, and adds `wastagePercent = 10`, `labourRatePence = 3200` and
`m2PerHour = 12.0`. A move keeps what it moves; the others kept their values, so the one whose value changed on the
way is the slip (a value meant to change would not ride along with a move)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.calls import code_only
from diagbot.offline.siblings import words

# `WASTAGE_PERCENT = 5`, `private const X = 5;`, `static final int X = 5;`, `wastagePercent: int = 5,`, `x=5`
_BINDS = re.compile(
    r"(?<![\w$.])\$?([A-Za-z_]\w*)\s*(?::\s*[\w.\[\]|? ]+?\s*)?(?<![=!<>])=(?!=)\s*(-?\d[\d_]*(?:\.\d+)?)\s*[,;)]?\s*$"
)


@lru_cache(maxsize=2)
def moved_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) binding, under another spelling of its name, the value of a
    constant the branch removed, changed, where at least one other constant moved so kept its value; strength 2."""
    removed: dict[tuple[str, ...], dict[str, set[float]]] = {}  # a constant's words: its spellings, their values
    added: list[tuple[str, int, str, float]] = []
    for f in written_files(changes):
        for n, mark, text in diff_rows(f.patch):
            if mark in "+-" and (m := _BINDS.search(code_only(text))) and len(words(m[1])) >= 2:
                value = float(m[2].replace("_", ""))
                if mark == "-" and m[1].isupper():  # a constant (`WASTAGE_PERCENT`), not a variable set twice
                    removed.setdefault(tuple(words(m[1])), {}).setdefault(m[1], set()).add(value)
                elif n:
                    added.append((f.path, int(n), m[1], value))
    moved = [  # spelled anew (`WASTAGE_PERCENT` as `wastagePercent`): moved, not a value set where it stands
        (path, n, all(value not in values for values in was.values()))
        for path, n, name, value in added
        if (was := removed.get(tuple(words(name)))) and name not in was
    ]
    if not any(not changed for _, _, changed in moved):
        return MappingProxyType({})  # no constant moved with its value: the values may be meant to change
    return MappingProxyType({(path, n): 2 for path, n, changed in moved if changed})
