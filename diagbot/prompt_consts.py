"""The values a shown change reads but does not show: the UPPER_CASE constants its added lines use (`tb_field(out,
name, SPECIES_COLS)`, `limit * MAX_PLACES`) and the short functions they call (`isFree(seat)`, four lines at most),
defined in the same file outside the hunks the question shows. Each is one numbered line (a function's lines joined),
so that checking the changed code's arithmetic needs no call."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from diagbot.errors import UsageError
from diagbot.filekinds import is_source, is_test
from diagbot.prompt_diff import DEFINITION
from diagbot.prompt_fit import Shown
from diagbot.prompt_rows import CONSTANT_NAME, defines
from diagbot.tools.base import ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context

PER_FILE = 3  # constants quoted for one file, at most
HELPERS = 2  # short functions quoted for one file, at most
SHORT = 4  # lines a quoted function takes at most, its head and closing brace included
VALUE = 8  # lines of a quoted constant's value, at most: a longer one is cut
MOST = 6  # in all
_SCAN = 2000  # lines of a file looked through for a definition
_LINE_CHARS = 160
# `started(`, `self.started(`, `Self::started(`: not `slots.len()`, a method of another value, maybe not this file's
_CALL = re.compile(r"(?:(?<![\w$.:>])|(?<![\w$])(?:\$this|self|this|Self|static)\s*(?:\.|::|->)\s*)([A-Za-z_]\w*)\s*\(")
_STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|`[^`]*`')
_COMMENT = re.compile(r"(?://|#(?!\s*define\b)|--|/\*).*$")


def constants_section(root: str | Path | None, shown: dict[str, Shown], redact: Callable[[str], str]) -> str | None:
    """`## Values the changes read`, or None: for each source file whose hunks are shown, where the constants its
    shown added lines read, and the short functions they call, are defined in that file, when the hunks do not show
    those lines."""
    if root is None or not shown:
        return None
    try:
        ctx = make_context(Path(root))
    except UsageError:
        return None
    found: list[str] = []
    for path, s in shown.items():
        if not is_source(path) or is_test(path) or len(found) >= MOST:
            continue
        added = {_number(row): row[7:] for row in s.lines if row[6:7] == "+" and row[:5].strip().isdigit()}
        visible = {_number(row) for row in s.lines if row[:5].strip().isdigit()}
        names = list(dict.fromkeys(n for code in added.values() for n in CONSTANT_NAME.findall(_code(code))))
        here = {m[1] or m[2] for code in added.values() if (m := DEFINITION.match(code))}  # defined in the hunks
        called = [n for n in dict.fromkeys(_CALL.findall(" ".join(map(_code, added.values())))) if n not in here]
        if not names and not called:
            continue
        try:
            text = read_lines(ctx, path, 1, _SCAN)
        except (ToolError, OSError):
            continue
        rows = {int(n): code for n, _, code in (r.partition(": ") for r in text.splitlines()[1:]) if n.isdigit()}
        for name in names[:PER_FILE]:
            at = next((n for n, code in sorted(rows.items()) if defines(code, name)), None)
            if at is not None and at not in visible and len(found) < MOST:
                end, closed = _value_end(rows, at)
                found.append(_quoted(path, rows, at, end, redact, more=not closed))
        found += _helpers(path, rows, called, visible, redact)[: max(0, MOST - len(found))]
    if not found:
        return None
    head = "Defined outside the hunks shown, in the same file, and read or called by their added lines:"
    return "## Values the changes read\n" + head + "\n" + "\n".join(found)


def _value_end(rows: dict[int, str], at: int) -> tuple[int, bool]:
    """The last line of the value defined at `at`: where the brackets it opens close (`DEFAULTS = {` through `}`), at
    most VALUE lines on (a longer table: its first rows, cut); `at` itself unless it ends opening one. And whether
    the value ends there (False: cut)."""
    if not _code(rows[at]).rstrip().endswith(("{", "[", "(")):
        return at, True
    depth, last = 0, at
    for n in range(at, at + VALUE):
        if n not in rows:
            break
        code, last = _code(rows[n]), n
        depth += sum(code.count(c) for c in "([{") - sum(code.count(c) for c in ")]}")
        if depth <= 0:
            return last, True
    return last, False


def _helpers(
    path: str, rows: dict[int, str], called: list[str], visible: set[int], redact: Callable[[str], str]
) -> list[str]:
    """The short functions of `rows` that `called` names and the hunks do not show, HELPERS at most, one line each."""
    spans = [h for name in called if (h := _short(rows, name)) and not set(range(h[0], h[1] + 1)) & visible]
    return [_quoted(path, rows, first, last, redact) for first, last in spans[:HELPERS]]


def _quoted(
    path: str, rows: dict[int, str], first: int, last: int, redact: Callable[[str], str], *, more: bool = False
) -> str:
    """Lines first..last as one listed line: `path:first-last` and their code joined, cut, redacted (`more`: the
    value goes on below `last`, said with the cut's ` [...]`)."""
    body = " ".join(rows[n].strip() for n in range(first, last + 1) if rows[n].strip())
    span = f"{first}-{last}" if last > first else f"{first}"
    shown = _cut(body, 2 * _LINE_CHARS)
    if more and shown == body:  # not cut for length, but the value goes on
        shown += " [...]"
    return f"- `{path}:{span}`: `{redact(shown)}`"


def _short(rows: dict[int, str], name: str) -> tuple[int, int] | None:
    """The lines of the function `name` defined in `rows`, when it is short (SHORT lines at most, its closing brace
    included): a helper whose whole body one line can say."""
    at = next((n for n, code in sorted(rows.items()) if (m := DEFINITION.match(code)) and name in (m[1], m[2])), None)
    if at is None or rows[at].rstrip().endswith(";"):  # not a prototype or an abstract declaration
        return None
    depth, last, said = len(rows[at]) - len(rows[at].lstrip()), at, 1  # `said`: its lines that are not blank
    for n in range(at + 1, at + 2 * SHORT + 1):  # blank lines between say nothing and count nothing
        code = rows.get(n, "").rstrip()
        if n not in rows or (code and len(code) - len(code.lstrip()) <= depth):  # its end: its file's, or a line
            closing = code.strip()[:1] in ("}", ")", "]") or code.strip() == "end"  # back at its own depth
            last, said = (n, said + 1) if closing else (last, said)
            return (at, last) if said <= SHORT and (last > at or rows[at].rstrip().endswith(("}", ";"))) else None
        last, said = (n, said + 1) if code else (last, said)
    return None


def _code(line: str) -> str:
    return _COMMENT.sub("", _STRING.sub('""', line))


def _number(row: str) -> int:
    return int(row[:5])


def _cut(code: str, most: int = _LINE_CHARS) -> str:
    return code if len(code) <= most else code[:most] + " [...]"
