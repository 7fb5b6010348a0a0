"""A binary search whose bounds move otherwise than its loop's test keeps them: `while (hi - lo > 1)` keeps the answer
between `lo` and `hi` with neither end tested, so a step moves a bound to the middle itself (`lo = mid`); `lo = mid +
1` steps past an answer the middle may be. `while (lo <= hi)` tests both ends, so a step moves past the middle (`hi =
mid - 1`); `hi = mid` there can loop for ever. The line moving a bound the other way than its test keeps is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, written_files

_N = r"[A-Za-z_]\w*"
_OPEN = re.compile(rf"\bwhile\b\s*\(?\s*(?:({_N})\s*-\s*({_N})\s*>\s*1|({_N})\s*\+\s*1\s*<\s*({_N}))\b")  # hi-lo > 1
_CLOSED = re.compile(rf"\bwhile\b\s*\(?\s*({_N})\s*<=\s*({_N})\s*\)?\s*(?:\{{|:|do)?\s*$")  # lo <= hi
_MIDDLE = re.compile(rf"({_N})\s*:?=\s*[^=].*(?:>>\s*1|/{{1,2}}\s*2\b)")  # `mid = (lo + hi) / 2`, `>> 1`
_STEP = re.compile(rf"^\s*(?:[\w<>]+\s+)?({_N})\s*=\s*({_N})\s*([-+]\s*1)?\s*;?\s*$")  # `lo = mid + 1;`


@lru_cache(maxsize=2)
def halving_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that move a binary search's bound otherwise than its loop's
    test keeps it; strength 1."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        added = {int(n) for n, mark, _ in parsed if mark == "+" and n}
        for i, (_, mark, text) in enumerate(parsed):
            code = bare_code(text, f.path)
            if mark != "-" and (m := _OPEN.search(code) or _CLOSED.search(code)):
                bounds = {b for b in m.groups() if b}
                found |= {(f.path, n): 1 for n in _misstepped(parsed, i, bounds, m.re is _OPEN, added, f.path)}
    return MappingProxyType(found)


def _misstepped(parsed: Rows, i: int, bounds: set[str], open_ends: bool, added: set[int], path: str) -> list[int]:
    """The `added` lines of the loop at row `i` moving one of its `bounds` to the middle it computes, off by one from
    what its test keeps (`open_ends`: `hi - lo > 1`), when the loop computes a middle of the two."""
    body = body_rows(parsed, i) or []
    middles = {m[1] for _, t in body if (m := _MIDDLE.search(bare_code(t, path))) and bounds <= set(re.findall(_N, t))}
    found = []
    for n, text in body:
        step = _STEP.match(bare_code(text, path))
        if n in added and step and step[1] in bounds and step[2] in middles and bool(step[3]) == open_ends:
            found.append(n)
    return found
