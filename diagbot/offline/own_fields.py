"""A line copied from the twin above it that kept the twin's field: `protein += p.Kg * p.Lot.Protein`, then
`moisture += p.Kg * p.Lot.Protein`. Each of the twins gives a name (`protein`, `moisture`) a value read from the field
of the same name; the copy reads its twin's field (`Protein`) and not its own (`Moisture`, a field the branch shows),
so it computes the twin's value again under its own name. That line is the slip. A field is a name's when it is
named so, or so and more (`ascent = round(depth / s.descentRate)` under `descent = round(... / s.descentRate)`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_code
from diagbot.offline.paired import name_parts

_ASSIGNS = re.compile(r"^\s*(?:(?:let|const|var|auto|my)\s+)?\$?([A-Za-z_]\w*)\s*[-+*/]?=(?!=)\s*(.+)$")
_FIELD = re.compile(r"(?:\.|->|::)\$?([A-Za-z_]\w*)(?![\w(]|\s*(?:\.|->|::))")  # a path's last field
# (`p.Lot.Protein`, `$r->ballsFaced`): not a call, nor a step on the way (`schema._zod.def.shape`)
_KEYED = re.compile(r"(?:\.|->|::)\$?([A-Za-z_]\w*)|\b([A-Za-z_]\w*)\s*:(?!:)|^\s*([A-Z]\w*)\s+[\w\[\]*.]+\s*$")
# a field read (`.Moisture`, `->ballsBowled`), a key (`Moisture: m`), a Go struct's field (`Moisture float64`)
_NEAR = 3  # lines of code apart, at most, for two twins


_BIND = _ASSIGNS.match
_LIKE = 0.6  # how alike two twins' values are, at least


def _twin(line: re.Match[str], fields: set[tuple[str, ...]], twin: re.Match[str], own: set[tuple[str, ...]]) -> bool:
    """`twin` gives another name a like value in the same way (`protein +=`), read from its own name's field, which
    `line` reads too."""
    other = name_parts(twin[1])
    if other == name_parts(line[1]) or len("".join(other)) < 3 or not _of(other, fields) or not _of(other, own):
        return False
    return _operator(line[0]) == _operator(twin[0]) and SequenceMatcher(None, line[2], twin[2]).ratio() >= _LIKE


def _operator(text: str) -> str:
    """The assignment's operator (`=`, `+=`)."""
    return m[0] if (m := re.search(r"[-+*/]?=(?!=)", text)) else ""


def _of(name: tuple[str, ...], fields: set[tuple[str, ...]]) -> bool:
    """One of the fields is the name's: named so, or so and more words (`descentRate` is `descent`'s)."""
    return any(f[: len(name)] == name for f in fields)


@lru_cache(maxsize=2)
def own_field_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) giving a name a value read from the field named like the
    name a line beside it gives its value, where that line reads its own name's field and the branch shows a field of
    this line's name; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        keyed = (m for _, _, t in parsed for m in _KEYED.finditer(bare_code(t, f.path)))
        shown = {name_parts(w) for m in keyed for w in m.groups() if w}
        named = {field[:k] for field in shown for k in range(1, len(field) + 1)}  # each field's leading words: _of
        rows = [(n, mark, bare_code(t, f.path)) for n, mark, t in parsed if mark != "-" and is_code(t)]
        binds = [(n, mark, m, {name_parts(x) for x in _FIELD.findall(m[2])}) for n, mark, c in rows if (m := _BIND(c))]
        for i, (n, mark, line, fields) in enumerate(binds):
            name = name_parts(line[1])
            if mark != "+" or not n or len("".join(name)) < 3 or _of(name, fields) or name not in named:
                continue
            twins = binds[max(0, i - _NEAR) : i] + binds[i + 1 : i + 1 + _NEAR]
            if any(_twin(line, fields, twin, own) for _, _, twin, own in twins):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)
