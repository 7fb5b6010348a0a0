"""A loop's variable read after its loop ended: `for insp in inspections:` fills `last_seen`, and below, in the loop
over the hives, `due = next_due(insp)` where `last` was meant. Python's and PHP's loop variables outlive their loops,
holding the last item; a new line reading one after the loop (and not as the loop's result) reads a leftover."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.code import indent, opens_function
from diagbot.offline.kinds import is_code

_LOOPS = {  # a loop binding its variable, by file suffix: `for x in xs:`, `foreach ($xs as $x)`, `as $k => $x`
    "py": re.compile(r"^\s*(?:async\s+)?for\s+([A-Za-z_]\w*)\s+in\b"),
    "php": re.compile(r"^\s*foreach\s*\(.+\bas\s+(?:\$\w+\s*=>\s*)?(\$[A-Za-z_]\w*)\s*\)"),
}


@lru_cache(maxsize=2)
def leftover_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed Python and PHP source files (not tests) that read, inside another loop below, the
    variable of an added loop that ended above them, never bound again between; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        loop = _LOOPS.get(f.path.rpartition(".")[2])
        if loop is None:
            continue
        rows = [(n, m, t, bare_code(t, f.path)) for n, m, t in diff_rows(f.patch) if m != "-" and is_code(t)]
        for i, (_, mark, _, code) in enumerate(rows):
            if mark == "+" and (m := loop.match(code)):
                found |= {(f.path, line): 2 for line in _read_after(rows, i, m[1], loop)}
    return MappingProxyType(found)


def _read_after(rows: list[tuple[str, str, str, str]], i: int, name: str, loop: re.Pattern[str]) -> list[int]:
    """The first added line after the loop at row `i` ends that reads `name`, inside another loop."""
    depth, ended, inner = indent(rows[i][2]), False, None
    uses = re.compile(rf"(?<![\w$.>]){re.escape(name)}(?![\w$])")
    rebinds = re.compile(  # `for a, name in`, `… for name in …`, `as $k => $name)`, `name = …`
        rf"\bfor\s+[\w\s,()]*(?<![\w$]){re.escape(name)}(?![\w$])[\w\s,()]*\bin\b|\bas\s+[^)]*{re.escape(name)}\b"
        rf"|^\s*{re.escape(name)}\s*=[^=]"
    )
    for n, mark, text, code in rows[i + 1 :]:
        if mark == "@" or opens_function(text) or (ended and indent(text) < depth):
            return []
        ended = ended or indent(text) <= depth
        if not ended:
            continue
        if rebinds.search(code):
            return []  # bound again (by a loop, a comprehension, an assignment): not a leftover
        inner = indent(text) if loop.match(code) or re.match(r"\s*(?:for|foreach|while)\b", code) else inner
        if mark == "+" and n and inner is not None and indent(text) > inner and uses.search(code):
            return [int(n)]
    return []
