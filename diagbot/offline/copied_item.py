"""A Go slice's item changed through a copy: `r := results[i]`, then `r.Penalty += p.Time`, and the item never written
back (`results[i] = r`). In Go `:=` copies a struct out of a slice: the changes land on the copy and are lost at the
end of the block. The line taking the copy is the slip. (`for _, r := range items` copies too, but a slice of
pointers changes its items so, rightly, and the diff does not say which slice it is.)"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import indent

_TAKEN = re.compile(r"^\s*([A-Za-z_]\w*)\s*:=\s*([A-Za-z_][\w.]*)\[([A-Za-z_]\w*)\]\s*$")  # `r := results[i]`


@lru_cache(maxsize=2)
def copied_item_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed Go source files (not tests) copying a slice's item into a name whose fields the
    lines below change, the item never written back nor the copy handed on; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        if not f.path.endswith(".go"):
            continue
        parsed = diff_rows(f.patch)
        for i, (n, mark, text) in enumerate(parsed):
            code = bare_code(text, f.path)
            if mark != "+" or not n or not (m := _TAKEN.match(code)):
                continue
            rows = _rest_of_block(parsed, i)
            if rows and _changed_unsaved(rows, m[1], m[2], f.path):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _rest_of_block(parsed: Rows, i: int) -> list[tuple[int, str]] | None:
    """The new-side rows after row `i` in its block, to the first line indented less (None: the diff ends first)."""
    depth, rows = indent(parsed[i][2]), list[tuple[int, str]]()
    for n, mark, text in parsed[i + 1 :]:
        if mark == "@":
            return None
        if mark not in " +" or not text.strip():
            continue
        if indent(text) < depth:
            return rows
        rows.append((int(n), text))
    return None


def _changed_unsaved(rows: list[tuple[int, str]], name: str, items: str, path: str) -> bool:
    """The rows change a field of `name` and neither write it back into `items`, nor hand it, return it or take its
    address."""
    code = [bare_code(t, path) for _, t in rows]
    field = re.compile(rf"^\s*{re.escape(name)}\.\w+(?:\.\w+)*\s*(?:[-+*/]?=|\+\+|--)")
    used = re.compile(rf"(?<![\w.]){re.escape(name)}(?![\w.])|&{re.escape(name)}\b")  # the copy as a whole
    saved = re.compile(rf"{re.escape(items)}\[[^\]]+\]\s*=")
    if not any(field.match(c) for c in code) or any(saved.search(c) for c in code):
        return False
    return not any(used.search(c) for c in code if not field.match(c))
