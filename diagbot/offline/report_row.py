"""The changed table row the offline report names first: keyed by a string the failure or the failing test quotes
(or spelled apart from it), else a setting the reached code reads as a field; and the Cause's clause naming it."""

from __future__ import annotations

import re

from diagbot.filekinds import TEST_FILE, same_file
from diagbot.offline.also_changed import field_row, keyed_row, spelled
from diagbot.offline.calls import code_only, members
from diagbot.offline.findings import Findings
from diagbot.offline.span import reach_span
from diagbot.offline.wording import q

Row = tuple[str, int, str, str, str]  # path, line, key, the row, why it matters


def changed_row(f: Findings) -> Row | None:
    """A table row the branch changed, keyed by a string the failure's message or the failing line quotes, else a
    field's value it changed that the reached code reads; not when it is the changed line already cited, nor when
    that line slipped."""
    if f.failure is None or not f.failure.test or f.slip:
        return None  # a build error is about declarations, not about the data a test reads; a slip the diff shows
    # (slips.py) says more than a row sharing a key with the failure
    failing = f.reads[0][2] if f.reads else ""
    reads = _fields_read(f)
    body = _test_body(f)
    row = keyed_row(f.changes, f.failure.message, failing, body=body)
    field = field_row(f.changes, reads) if row is None else None
    why = "a key the failure names" if row else ""
    if row and not re.search(rf"['\"`.:]{re.escape(row[2])}\b", f"{f.failure.message}\n{failing}"):
        wanted = re.findall(r"['\"]([^'\"\s]{2,40})['\"]", f"{f.failure.message}\n{failing}\n{body}")
        looked = next((k for k in wanted if spelled(k) == spelled(row[2])), None)
        why = f"spelled apart from {q(looked)}, the key the test looks up: the lookup misses it" if looked else why
    if field:
        path, line = reads[field[2]][:2]
        row, why = field, f"a field `{path}:{line}` reads"
    c = f.change
    if row is None or (c and same_file(c.path, row[0]) and abs(c.line - row[1]) <= 3) or (c and _computed(row[3])):
        return None
    return (*row, why)


def _computed(row: str) -> bool:
    """The row's value is a call on the code's own values (`discount: discountPercent(players, date),`), not data
    (`"ewe": cents("345.50"),`): what it holds is what the call, and the change read on the way, computes."""
    value = re.split(r":|=>|=(?!=)", code_only(row), maxsplit=1)[-1]
    args = [_LABEL.sub("", a) for a in _CALL_ARGS.findall(value)]  # `Tariff(per_quarter=150)` passes data
    return any(w.lower() not in _LITERALS for a in args for w in re.findall(r"(?<![\w$.])[A-Za-z_$][\w$]*", a))


_CALL_ARGS = re.compile(r"[A-Za-z_$][\w$.]*\s*\(([^()]*)\)")
_LABEL = re.compile(r"[A-Za-z_$][\w$]*\s*(?:=(?!=)|:(?!:))")  # a keyword argument's name
_LITERALS = frozenset("true false null nil none undefined".split())


def _test_body(f: Findings) -> str:
    """The failing test's lines read, from its first to the failing one."""
    if not f.code:
        return ""
    _, focus, code = f.code[0]
    start = reach_span(code, focus)[0]
    return "\n".join(code[n] for n in range(start, focus + 1) if n in code)


def _fields_read(f: Findings) -> dict[str, tuple[str, int, int, int]]:
    """The members the reached source code reads without calling them (`opts.yearStarts`), each with where (its
    first reading line) and the reading function's span: not the test's own reads."""
    out: dict[str, tuple[str, int, int, int]] = {}
    for path, focus, code in f.code:
        if TEST_FILE.search(path) or not code:
            continue
        start, end = reach_span(code, focus)
        for n in range(start, end + 1):
            for name in members(code.get(n, "")):
                out.setdefault(name, (path, n, start, end))
    return out


def row_cause(row: Row, f: Findings) -> str:
    """The changed row first; the changed code on the way follows it, when one was read."""
    way = "" if f.change else "; no call from the test into that file was followed"
    return f"; the branch changed `{row[0]}:{row[1]}` ({q('+ ' + row[3])}), the row for {q(row[2])}, {row[4]}{way}"
