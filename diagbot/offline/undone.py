"""An escape undone in the order it was done: `for char, seq in _ESCAPES: s = s.replace(char, seq)` escapes, and
`for char, seq in _ESCAPES: s = s.replace(seq, char)` unescapes in the same order. Undoing must run the other way
round (`reversed(_ESCAPES)`): `~01` escapes `~1`, and unescaped `~0` first it becomes `~1`, then `/`. The loop undoing
in the same order is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files

# `for char, seq in _ESCAPES:`, `for (const [char, seq] of ESCAPES) {`, `for _, p := range pairs {` (no pair: none)
_LOOP = re.compile(
    r"(?:^|[{;])\s*for\s*\(?\s*(?:(?:const|let|var)\s+)?[\[(]?\s*([A-Za-z_$]\w*)\s*,\s*([A-Za-z_$]\w*)\s*[\])]?\s*"
    r"(?:in|of)\s+([A-Za-z_$][\w$.]*)\s*\)?\s*[:{]"
)
_REPLACE = r"\.(?:replace|replaceAll|replace_all|gsub|sub)\s*\(\s*{0}\s*,\s*{1}\s*[,)]"
_NEAR = 3  # rows below a loop's head its replacing line is, at most


@lru_cache(maxsize=2)
def undone_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that, in a loop over a table of pairs, replace each pair's
    second item by its first, where another loop over the same table, in the same order, replaces the first by the
    second; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        rows = [(n, m, bare_code(t, f.path).replace('""', "").replace("''", "")) for n, m, t in diff_rows(f.patch)]
        rows = [(n, m, c) for n, m, c in rows if m != "-"]
        loops = [(k, m) for k, (_, _, code) in enumerate(rows) if (m := _LOOP.search(code))]
        done = {m[3] for k, m in loops if _replaces(rows, k, m[1], m[2]) is not None}  # tables done in their order
        for k, m in loops:
            if m[3] in done and (line := _replaces(rows, k, m[2], m[1])):
                found[(f.path, line)] = 2
    return MappingProxyType(found)


def _replaces(rows: list[tuple[str, str, str]], k: int, old: str, new: str) -> int | None:
    """The line, among the few under the loop head at row `k`, replacing `old` by `new`: its number when the branch
    added it, 0 when it kept it, None when there is none."""
    pattern = re.compile(_REPLACE.format(re.escape(old), re.escape(new)))
    for n, mark, code in rows[k : k + 1 + _NEAR]:  # the head itself too: `for (…) { s = s.replace(…); }`
        if pattern.search(code):
            return int(n) if mark == "+" and n else 0
    return None
