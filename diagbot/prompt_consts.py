"""The values a shown change reads but does not show: the UPPER_CASE constants its added lines use (`tb_field(out,
name, SPECIES_COLS)`, `limit * MAX_PLACES`) and the short functions they call (`isFree(seat)`, four lines at most),
defined in the same file outside the hunks the question shows. Each is one numbered line (a function's lines joined),
so that checking the changed code's arithmetic needs no call."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path, PurePosixPath

from diagbot.errors import UsageError
from diagbot.filekinds import is_source, is_test
from diagbot.prompt_diff import DEFINITION
from diagbot.prompt_fit import Shown
from diagbot.prompt_rows import CONSTANT_NAME, beside, defines
from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context, resolve_inside

PER_FILE = 3  # constants quoted for one file, at most
HELPERS = 2  # short functions quoted for one file, at most
SHORT = 4  # lines a quoted function takes at most, its head and closing brace included
VALUE = 8  # lines of a quoted constant's value, at most: a longer one is cut
MOST = 6  # in all
ELSEWHERE = 4  # quoted from the files beside a changed file and the headers it includes, for one file at most
_OTHERS = 12  # of those, files looked through
_INCLUDE = re.compile(r'\s*#\s*include\s*"([^"]+)"')
_SCAN = 2000  # lines of a file looked through for a definition
_LINE_CHARS = 160
# `started(`, `self.started(`, `Self::started(`: not `slots.len()`, a method of another value, maybe not this file's
_CALL = re.compile(r"(?:(?<![\w$.:>])|(?<![\w$])(?:\$this|self|this|Self|static)\s*(?:\.|::|->)\s*)([A-Za-z_]\w*)\s*\(")
_STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'|`[^`]*`')
_COMMENT = re.compile(r"(?://|#(?!\s*define\b)|--|/\*).*$")


def constants_section(root: str | Path | None, shown: dict[str, Shown], redact: Callable[[str], str]) -> str | None:
    """`## Values the changes read`, or None: for each source file whose hunks are shown, where the constants and
    functions its shown added lines use are defined (in it, a header it includes, a file beside it), hunks aside."""
    if root is None or not shown:
        return None
    try:
        ctx = make_context(Path(root))
    except UsageError:
        return None
    found: list[str] = []
    for path, s in shown.items():
        if is_source(path) and not is_test(path) and len(found) < MOST:
            found += [q for q in _of_file(ctx, path, s, redact) if q not in found][: MOST - len(found)]
    head = (
        "Defined outside the hunks shown (in the same file, else in a header it includes or a file beside it), and"
        " read or called by their added lines:"
    )
    return "## Values the changes read\n" + head + "\n" + "\n".join(found) if found else None


def _of_file(ctx: ToolContext, path: str, s: Shown, redact: Callable[[str], str]) -> list[str]:
    """The values one shown file's added lines read: its constants' definitions, the short functions they call, and
    those it does not define itself where it includes or sits beside them."""
    added = {_number(row): row[7:] for row in s.lines if row[6:7] == "+" and row[:5].strip().isdigit()}
    visible = {_number(row) for row in s.lines if row[:5].strip().isdigit()}
    text = " ".join(map(_code, added.values()))
    names = list(dict.fromkeys(CONSTANT_NAME.findall(text)))
    here = {m[1] or m[2] for code in added.values() if (m := DEFINITION.match(code))}  # defined in the hunks
    called = [n for n in dict.fromkeys(_CALL.findall(text)) if n not in here]
    if not names and not called:
        return []
    try:
        rows = _numbered(read_lines(ctx, path, 1, _SCAN))
    except (ToolError, OSError):
        return []
    found, missing = [], []  # missing: defined in no line of this file, looked for beside it
    for name in names[:PER_FILE]:
        at = next((n for n, code in sorted(rows.items()) if defines(code, name)), None)
        missing += [name] if at is None else []
        if at is not None and at not in visible:
            end, closed = _value_end(rows, at)
            found.append(_quoted(path, rows, at, end, redact, more=not closed))
    found += _helpers(path, rows, called, visible, redact)
    calls = [n for n in called if not any(_defines_function(code, n) for code in rows.values())]
    calls.sort(key=lambda n: not re.search(rf"(?<![\w$.]){re.escape(n)}\s*\([^()]*,", text))  # several arguments
    # first: their order may be wrong
    return found + (_elsewhere(ctx, path, rows, missing, calls, redact) if missing or calls else [])


def _elsewhere(
    ctx: ToolContext, path: str, rows: dict[int, str], names: list[str], calls: list[str], redact: Callable[[str], str]
) -> list[str]:
    """Where the constants (`names`) and functions (`calls`) a changed file reads but does not define are defined in
    a header it includes (`#include "velodrome.h"`) or a file beside it (a Go package's other file): a constant's
    value, a short function whole, a longer one's head (what it takes, in which order); ELSEWHERE at most, in the
    order of `names`, then of `calls`."""
    found: dict[str, str] = {}
    for other in [*_included(ctx, path, rows), *beside(ctx, path)][:_OTHERS]:
        try:
            there = _numbered(read_lines(ctx, other, 1, _SCAN))
        except (ToolError, OSError):
            continue
        for name in (n for n in names if n not in found):
            if (at := next((n for n, code in sorted(there.items()) if defines(code, name)), None)) is not None:
                end, closed = _value_end(there, at)
                found[name] = _quoted(other, there, at, end, redact, more=not closed)
        for name in (n for n in calls if n not in found):
            if (
                at := next((n for n, code in sorted(there.items()) if _defines_function(code, name)), None)
            ) is not None:
                first, last = _short(there, name) or (at, at)
                found[name] = _quoted(other, there, first, last, redact, more=(first, last) == (at, at))
    return [found[n] for n in [*names, *calls] if n in found][:ELSEWHERE]


def _included(ctx: ToolContext, path: str, rows: dict[int, str]) -> list[str]:
    """The repository's headers the file includes by quoted name, found beside it, under `include/`, or at the root."""
    folder = PurePosixPath(path).parent
    found = []
    for m in (m for code in rows.values() if (m := _INCLUDE.match(code))):
        for candidate in (folder / m[1], PurePosixPath("include") / m[1], PurePosixPath(m[1])):
            try:
                if resolve_inside(ctx, str(candidate)).is_file():
                    found.append(str(candidate))
                    break
            except (ToolError, OSError):
                continue
    return found


def _defines_function(code: str, name: str) -> bool:
    return bool((m := DEFINITION.match(code)) and name in (m[1], m[2]) and not code.rstrip().endswith(";"))


def _numbered(text: str) -> dict[int, str]:
    """read_lines' text as its lines by number."""
    return {int(n): code for n, _, code in (r.partition(": ") for r in text.splitlines()[1:]) if n.isdigit()}


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
