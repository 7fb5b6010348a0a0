"""A total the branch adds up and never spends: `$wholeKg += $priced->chargedKg` in the loop, and below the loop
`percentFor($priced->chargedKg)`, the last item's part where the total was meant. The new name is written and never
read; the line after the loop reads the very value the loop added to it, from the loop's last item. That line is
the slip: the total was made for it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import indent, opens_function
from diagbot.offline.kinds import is_code

# `total += item.kg`, `$sum = $sum + $line->kg;`, `self.n -= x.count`: a name that adds up a value
_ADDS = re.compile(r"^\s*(\$?[A-Za-z_][\w.]*)\s*(?:[-+*]=|=\s*(\$?[A-Za-z_][\w.]*)\s*[-+*])\s*(.+?)\s*;?\s*$")
# the value added: a part of an item (`item.kg`, `$line->kg`, `row["kg"]`, `p.weight()`), not a bare name or number
_PART = re.compile(r"\$?[A-Za-z_]\w*(?:\.|->|\[)[^\s;]*")


@lru_cache(maxsize=2)
def unspent_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The lines of changed source files (not tests) that read, after a loop, the part of its item the loop adds up
    into a total the branch made and never reads; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        code = [bare_code(t, f.path) if mark != "@" else "" for _, mark, t in parsed]
        for i, (n, mark, _) in enumerate(parsed):
            if mark != "+" or not n or not (m := _ADDS.match(code[i])) or (m[2] and m[2] != m[1]):
                continue
            if _PART.fullmatch(value := m[3]) and _made_here(parsed, code, m[1]) and not _read(parsed, code, m[1]):
                found |= {(f.path, line): 2 for line in _spent_instead(parsed, code, i, value)}
    return MappingProxyType(found)


def _made_here(parsed: Rows, code: list[str], name: str) -> bool:
    """The branch made the name: an added line gives it its first value, and no removed or kept line names it."""
    named = re.compile(rf"(?<![\w$.>]){re.escape(name)}(?![\w$])")
    if any(mark in "- " and named.search(code[k]) for k, (_, mark, _) in enumerate(parsed)):
        return False
    return any(
        mark == "+" and re.match(rf"\s*(?:\w+\s+)?{re.escape(name)}\s*(?::[^=]+)?=[^=]", code[k])
        for k, (_, mark, _) in enumerate(parsed)
    )


def _read(parsed: Rows, code: list[str], name: str) -> bool:
    """A line of the new side reads the name: not only assigns it or adds to it."""
    reads = re.compile(rf"(?<![\w$.>]){re.escape(name)}(?![\w$])(?!\s*(?::[^=]+)?[-+*/]?=[^=])")
    return any(mark != "-" and reads.search(code[k]) for k, (_, mark, _) in enumerate(parsed))


def _spent_instead(parsed: Rows, code: list[str], i: int, value: str) -> list[int]:
    """The first line of code below row `i`, outside its block (the loop that adds up), that reads `value`."""
    depth = indent(parsed[i][2])
    for k in range(i + 1, len(parsed)):
        n, mark, text = parsed[k]
        if mark == "@" or (mark != "-" and opens_function(text)):
            return []
        if mark == "-" or not n or not is_code(text):
            continue
        if indent(text) < depth and re.search(rf"(?<![\w$.>]){re.escape(value)}(?![\w$])", code[k]):
            return [int(n)]
    return []
