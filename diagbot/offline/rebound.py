"""A value converted into a new name, its old name still read after it: the branch replaced `value = float(value)`
with `number = float(value)`, and a line it kept below, `return value`, which read the converted value before, now
reads what came in. The kept line changed meaning without changing a character; it is the slip, though the diff shows
it only as context."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, removed_by_run, written_files
from diagbot.offline.code import indent, opens_function

_ASSIGN = re.compile(r"^\s*(?:(?:let|var|const|auto|my|final)\s+)?\$?([A-Za-z_]\w*)\s*:?=(?!=)\s*(.+?);?\s*$")


_EXITS = re.compile(r"\s*(?:return|raise|throw)\b")


@lru_cache(maxsize=2)
def rebound_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The kept lines of changed source files (not tests) that read a name whose conversion the branch moved into a
    new name just above them (see the module's docstring); strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        (spans, removed), assigned = removed_by_run(parsed), dict[range, dict[str, list[str]]]()  # each run's, once
        for i, (n, mark, text) in enumerate(parsed):
            if mark == "+" and n and (new := _ASSIGN.match(bare_code(text, f.path))):
                if (run := spans[i]) not in assigned:  # the removed lines' names, by the value they were given
                    assigned[run] = {}
                    for t in removed[run]:
                        if (m := _ASSIGN.match(bare_code(t, f.path))) and (value := _bare(m[2])):
                            assigned[run].setdefault(value, []).append(m[1])
                old = next((o for o in assigned[run].get(_bare(new[2]), ()) if o != new[1]), None)
                if old and re.search(rf"(?<![\w$.]){re.escape(old)}\b", new[2]):  # `x = f(x)` now `y = f(x)`
                    found |= {(f.path, line): 2 for line in _stale_reads(parsed, i, old, f.path)}
    return MappingProxyType(found)


def _stale_reads(parsed: Rows, i: int, old: str, path: str) -> list[int]:
    """The first kept line below row `i` that reads `old`, the name the removed line of its run converted in place
    (`value = float(value)`, now `number = float(value)`), outside the block's other branches."""
    depth = least = indent(parsed[i][2])
    reads = re.compile(rf"(?<![\w$.]){re.escape(old)}\b(?!\s*:?=[^=])")
    for n, mark, text in parsed[i + 1 :]:
        code = bare_code(text, path)
        if mark == "@" or (
            mark != "-" and (opens_function(text) or re.match(rf"\s*\$?{re.escape(old)}\s*:?=[^=]", code))
        ):
            return []  # the function or the hunk ends, or the name is given a new value: nothing read stale
        step = indent(text)
        if mark == "+" and least >= depth and _EXITS.match(code):
            return []  # the block the conversion sits in returns its own value: the kept line runs only without it
        if mark != " " or not code.strip():
            continue
        if reads.search(code) and (step < depth or step == least == depth):  # after the block, not a branch of it
            return [int(n)]
        least = min(least, step)
    return []


def _bare(value: str) -> str:
    """A value without its spaces, the key two assignments of one value share."""
    return re.sub(r"\s+", "", value)
