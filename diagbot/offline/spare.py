"""A field of a record the branch made that no source reads, and a line reading its like-named sibling instead:
`Span` gets `ramp_end_minute` and `end_minute`, and the new code reads `span.end_minute` where the ramp's end was
meant; `ramp_end_minute` is read by nothing (a test, at most). A record's fields are made to be read: the one left
spare says which read took its sibling."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import indent
from diagbot.offline.siblings import alike, words

# a record's head: a dataclass's or named tuple's class, a Go or Rust struct, a TypeScript interface
_HEAD = re.compile(
    r"^\s*(?:pub(?:\([\w:]+\))?\s+)?(?:class\s+\w+\s*(?:\(\s*(?:NamedTuple|TypedDict)\s*\))?\s*:"
    r"|type\s+\w+\s+struct\s*\{|struct\s+\w+(?:<[^>]*>)?\s*\{|(?:export\s+)?interface\s+\w+\s*\{)\s*$"
)
_DATACLASS = re.compile(r"^\s*@(?:dataclasses\.)?dataclass\b|^\s*#\[derive\(")
# a field's line: `ramp_end_minute: float`, `pub ramp_end: f64,`, `RampEnd float64`, `rampEnd: number;`
_FIELD = re.compile(
    r"^\s*(?:pub(?:\([\w:]+\))?\s+|readonly\s+)?([A-Za-z_]\w*)\??\s*(?::\s*[^=(]+|\s+[\w.*\[\]]+)"
    r"(?:\s*=\s*[^()]*)?[,;]?\s*(?://.*)?$"
)
_FEW = 2  # lines reading the sibling, at most: a field read all over is the rule, not a slip
_SIDES = 3  # fields a record has, at least, for one left spare to say something


@lru_cache(maxsize=2)
def spare_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that read a field of a record the branch made, when a
    like-named field of that record is read by no source line (at most _FEW such lines); strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    records = [fields for path, parsed in files for fields in _records(parsed, path)]
    if not records:
        return MappingProxyType({})
    reads: dict[str, list[tuple[str, int]]] = {}
    for path, parsed in files:
        for n, mark, text in parsed:
            for name in set(_READ.findall(bare_code(text, path))) if mark != "-" else ():
                reads.setdefault(name, []).append((path, int(n) if mark == "+" and n else 0))
    found: dict[tuple[str, int], int] = {}
    for fields in records:
        for spare in (f for f in fields if f not in reads):
            for sibling in (g for g in fields if g in reads and _like(spare, g) and len(reads[g]) <= _FEW):
                found |= {(path, n): 2 for path, n in reads[sibling] if n}
    return MappingProxyType(found)


_READ = re.compile(r"(?:\.|->)\s*([A-Za-z_]\w*)\b(?!\s*\(|\s*[-+*/]?=[^=])")  # `s.end`, `$s->end`: not called, set


def _records(parsed: Rows, path: str) -> list[list[str]]:
    """The field names of each record whose whole definition the branch added (at least _SIDES of them)."""
    out = []
    for i, (_, mark, text) in enumerate(parsed):
        if mark != "+" or not _HEAD.match(text) or (text.lstrip().startswith("class") and not _decorated(parsed, i)):
            continue
        fields, depth = [], indent(text)
        for _, m, t in parsed[i + 1 :]:
            if not t.strip() or t.lstrip().startswith(("#", "//", '"""', "///", "/*", "*")):
                continue
            if m != "+" or indent(t) <= depth:
                break
            if field := _FIELD.match(bare_code(t, path)):
                fields.append(field[1])
            elif text.lstrip().startswith("class"):
                break  # a Python class's methods follow its fields
        if len(fields) >= _SIDES:
            out.append(fields)
    return out


def _decorated(parsed: Rows, i: int) -> bool:
    """A Python class opening at row `i` is a record: a dataclass, or a named tuple or typed dict by its base."""
    return "(" in parsed[i][2] or (i > 0 and bool(_DATACLASS.match(parsed[i - 1][2])))


def _like(spare: str, read: str) -> bool:
    """The read field is a like-named sibling of the spare one, a value of the same kind: they differ in one word but
    the last (`start_minute`, `end_minute`; not `start_temp`), or the spare one is the read one with a word more
    before it (`ramp_end_minute`, `end_minute`)."""
    a, b = words(spare), words(read)
    return (alike(spare, read) and a[-1] == b[-1]) or (len(a) == len(b) + 1 >= 3 and a[1:] == b)
