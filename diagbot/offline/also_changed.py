"""What else the branch changed that explains a failure: a name the changed code uses that the branch declared
anew beside it (a table, a constant), a module it deleted or renamed that the failure cannot import, and a table
row it changed under a key the failure quotes, or a field's value it changed that the reached code reads."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import PurePosixPath

from diagbot.changes import ChangeSet, numbered
from diagbot.filekinds import same_file
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.changed import Changed
from diagbot.offline.clues import declarations_of, named_in_line
from diagbot.offline.erased import type_lines
from diagbot.offline.factored import declared_value, factored_literals, same_value
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import ROW_KEY, related_row

_NO_MODULE = re.compile(
    r"No module named '([\w.]+)'|Cannot find module '([^']+)'|Can't resolve '([^']+)'|unresolved import `([\w:]+)`"
    r"|cannot find module providing package (\S+)|could not import ([\w.]+)",
    re.IGNORECASE,
)


def changed_declaration(
    changes: ChangeSet | None, change: Changed, message: str = "", test: str | None = None
) -> tuple[str, int, bool] | None:
    """A name the changed lines use (not one they declare) that the branch also declared anew in the same file,
    on an added line elsewhere: (name, line, related). The line is the declaration's, or the row of its added
    body (a table's entries) the values the failure's `message` compares (or its `test`'s name) point at,
    `related` then True; or, first, the declaration of a name the changed line put where its removed line held a
    literal, when it gives the name another value (factored.py), `related` True too."""
    patch = next((c.patch for c in changes.files if c.path == change.path and c.patch), None) if changes else None
    text = " ".join(change.added)
    names = [n for n in named_in_line(text) if not re.search(declarations_of([n]), text, re.M)]
    if not patch or not names:
        return None
    rows = [(int(r[:5]), r[7:]) for r in numbered(patch) if r[6:7] == "+" and r[:5].strip().isdigit()]
    held = {n: old for n, old in factored_literals(change.removed, change.added).items() if n in names}
    for line, code in rows:  # a literal the changed line factored into a name declared with another value
        name = next((n for n in held if re.search(declarations_of([n]), code)), None)
        if name and line != change.line and (value := declared_value(code)) and not same_value(held[name], value):
            return name, line, True
    for k, (line, code) in enumerate(rows):
        m = re.search(declarations_of(names), code) if line != change.line else None
        if m and code.strip() not in {a.strip() for a in change.added}:
            name = next(n for n in names if re.search(declarations_of([n]), code))
            body = [rows[k]]
            for row in rows[k + 1 :]:  # the added run that declaration opens, up to its first gap or blank line
                if row[0] != body[-1][0] + 1 or not row[1].strip():
                    break
                body.append(row)
            body = [body[0], *(r for r in body[1:] if is_code(r[1]))]  # its entries, not a comment after it
            row_at = related_row(body[1:], message, than=change.added, test=test)
            return (name, row_at, True) if row_at else (name, line, False)
    return None


def moved_module(message: str, changes: ChangeSet | None) -> str | None:
    """`the branch deleted src/old.py` / `renamed a.py → b.py` when the failure cannot import what was moved."""
    m = _NO_MODULE.search(message)
    if m is None or changes is None:
        return None
    name = next(g for g in m.groups() if g)
    stem = re.split(r"[./:]+", name.strip("./"))
    for f in changes.files:
        gone = f.old_path if f.status == "renamed" else f.path if f.status == "deleted" else None
        if gone and _names(gone, stem):
            return f"the branch renamed `{gone}` → `{f.path}`" if f.old_path else f"the branch deleted `{gone}`"
    return None


def _names(path: str, parts: list[str]) -> bool:
    """`invoice/totals.py` is what `invoice.totals` or `./totals` or `crate::totals` names."""
    p = PurePosixPath(path)
    tail = "/".join(x for x in parts if x and x not in ("crate", "self", "super"))
    if p.stem == "__init__":  # a package: `invoice` names invoice/__init__.py
        p = p.parent
    return bool(tail) and same_file(str(p.with_suffix("")), tail)


_QUOTED_KEY = re.compile(r"\"([^\"\s]{2,40})\"|'([^'\s]{2,40})'")
_MEMBER_KEY = re.compile(r"\b[A-Z]\w*(?:\.|::)([A-Z][A-Z0-9_]{2,})\b")  # an enum's constant: `Vehicle.VAN`
_ENUM_ROW = re.compile(r"\s*([A-Z][A-Z0-9_]{2,})\s*\(")  # `VAN(3800, 5.0),`


def keyed_row(changes: ChangeSet | None, *texts: str, body: str = "") -> tuple[str, int, str, str] | None:
    """A row the branch added to a table in a source file (not a test), keyed by a string that the failing line or
    the failure's message quotes (`region='DE'`, `by_kind["city"]`), or an enum's constant it names (`Vehicle.VAN`
    for `VAN(3800, 5.0),`): (path, line, key, the row). The values came
    from that row, whichever function read them on the way; None when no such row, or when rows of several files
    have that key (the key alone does not tell which). A row keyed by such a string spelled apart (`raised-bed` for
    `raised_bed`, also one the failing test's `body` quotes) comes first: the lookup misses it, and a default
    stands in."""
    if changes is None:
        return None
    quoted = {k for t in texts for g in _QUOTED_KEY.findall(t) for k in g if k and not k.isdigit()}
    quoted |= {k for t in texts for k in _MEMBER_KEY.findall(t)}
    named = quoted | {k for g in _QUOTED_KEY.findall(body) for k in g if k}
    if not named:
        return None
    near = {spelled(k) for k in named}
    rows = list(_keyed_rows(changes))
    found = [r for r in rows if r[2] in quoted]
    astray = [r for r in rows if r[2] not in named and spelled(r[2]) in near]  # `raised-bed`: the lookup misses it
    for kept in (astray, found):  # a row the lookup now misses explains the value more than one it finds
        if kept and len({p for p, *_ in kept}) == 1:
            return kept[0]
    return None


def _keyed_rows(changes: ChangeSet) -> Iterator[tuple[str, int, str, str]]:
    """The rows of code with a key (`"de": 16,`, `VAN(3800, 5.0),`) the branch added to source files, not tests."""
    for f in source_files(changes):
        types = type_lines(f.patch, f.path)  # `buchholz: number` in an interface: no row
        for line, text in added_lines(f.patch):
            m = ROW_KEY.match(text) or _ENUM_ROW.match(text)
            if m and line not in types and not (text[m.end() - 1] == ":" and DECLARED.fullmatch(text[m.end() :])):
                yield f.path, line, m[1], text.strip()  # not `pence: number;`


def spelled(key: str) -> str:
    """A key as it reads, whatever its case and word separators: `raised-bed`, `raised_bed`, `RaisedBed`."""
    return re.sub(r"[-_\s]", "", key).lower()


DECLARED = re.compile(r"\s*[A-Za-z_'\"(][\w.<>\[\]|, ?'\"()=:]*;\s*")  # `number;`, `Failure['check'];`: a
# TypeScript field's declared type
# a field given a value: `yearStarts: '06-04',`, `year_starts: str = "x"`
_FIELD_ROW = re.compile(r"\s*([A-Za-z_$][\w$]*)\s*:(?![:=])\s*[^\s{]")


_EMPTY = re.compile(r"(None|null|nil|undefined|false|False|0|''|\"\"|\[\]|\{\}|\(\))[,;]?")
_LITERAL = re.compile(r"('[^']*'|\"[^\"]*\"|-?[\d_.]+[a-z]*|true|false|True|False)[,;]?")  # a value written out


def _set_value(row: str) -> bool:
    """A field given a value written out (`yearStarts: '06-04',`, `rate: float = 0.2`): a default or a setting, not
    a value computed in code (`total: a + b,`); nor an optional field the branch added with no value (`until: date |
    None = None`, `tag: null,`), which changes nothing until someone sets it."""
    value = row.split("=", 1)[1] if "=" in row.split(":", 1)[1] else row.split(":", 1)[1]
    value = re.split(r"\s(?:#|//)", value)[0].strip()
    return bool(_LITERAL.fullmatch(value)) and not gives_nothing(value)


def gives_nothing(value: str) -> bool:
    """A field's value that sets nothing (`None`, `null`, `0`, `false`, `''`, `[]`): an option added and left off."""
    return bool(_EMPTY.fullmatch(re.split(r"\s(?:#|//)", value)[0].strip()))


def field_row(
    changes: ChangeSet | None, reads: dict[str, tuple[str, int, int, int]]
) -> tuple[str, int, str, str] | None:
    """A field's value the branch added or changed in a source file (not a test), `key: value` in an object, struct
    or dataclass, whose key the reached code reads as a member (`opts.yearStarts`): (path, line, key, the row).
    `reads` maps each member name read to where (path, line) and the reading function's span (start, end), where
    a row of that same function is no default it reads. None when no such row, or rows of several files match."""
    if changes is None or not reads:
        return None
    found: list[tuple[str, int, str, str]] = []
    for f in source_files(changes):
        moved = {r[7:].strip() for r in numbered(f.patch or "") if r[6:7] == "-"}  # removed and added back: moved
        for line, text in added_lines(f.patch):
            m = _FIELD_ROW.match(text) if text.strip() not in moved else None
            at = reads.get(m[1]) if m and _set_value(text) else None
            if m and at and not (same_file(f.path, at[0]) and at[2] <= line <= at[3]):
                found.append((f.path, line, m[1], text.strip()))
    return found[0] if found and len({p for p, *_ in found}) == 1 else None
