"""The values a shown change reads but does not show: the UPPER_CASE constants its added lines use (`tb_field(out,
name, SPECIES_COLS)`, `limit * MAX_PLACES`) and the short functions they call (`isFree(seat)`, four lines at most),
defined in the same file outside the hunks the question shows, else in a header it includes or a file beside it (a
longer function there by its head: what it takes, in which order). Each is one numbered line (a function's lines
joined), so that checking the changed code's arithmetic needs no call."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path, PurePosixPath

from diagbot.code_names import CALL, DEFINITION, RAISED
from diagbot.errors import UsageError
from diagbot.filekinds import is_source, is_test
from diagbot.prompt_defs import code_of, described, function_heads, numbered, quoted, short, value_end
from diagbot.prompt_fit import Shown
from diagbot.prompt_rows import CONSTANT_NAME, beside, defines
from diagbot.tools.base import ToolContext, ToolError
from diagbot.tools.lines import read_lines
from diagbot.tools.paths import make_context, resolve_inside

PER_FILE = 3  # constants quoted for one file, at most
VARIANTS = 2  # definitions quoted of one constant defined more than once in its file (for each platform or build)
_CONDITION = re.compile(r"\s*(?:#\[cfg\(|#\s*(?:if|ifdef|ifndef|elif|else)\b|//go:build |@available\()")  # above one
HELPERS = 2  # short functions quoted for one file, at most
MOST = 6  # in all
ELSEWHERE = 4  # quoted from the files beside a changed file and the headers it includes, for one file at most
_OTHERS = 12  # of those, files looked through
_INCLUDE = re.compile(r'\s*#\s*include\s*"([^"]+)"')
_SCAN = 2000  # lines of a file looked through for a definition
FIELDS = 2  # fields quoted for one file, at most
_MEMBER = re.compile(r"(?<![\w$])(?:self|this|\$this)\s*(?:\.|->)\s*([A-Za-z_]\w*)\b(?!\s*\()")  # not a method called
# a class's method called on the class (`Transition::between(`, `...Rules.merge(`), not on a value or a namespace
_STATIC = re.compile(r"(?:(?<![\w$.:>\\])|(?<=\.\.\.))([A-Z]\w*)\s*(?:::|\.)\s*([a-z_]\w*)\s*\(")
_IVAR = re.compile(r"(?<![\w@])@([a-z_]\w*)")  # Ruby's `@rate`
# a field declared in a class body with a modifier (`private final int limit = 3;`) or a type (`par_ml: int = 1500`,
# `limit: number;`), or first given a value through the object (`self.rate = rate`, `this.rate = rate;`, `@rate = 2`)
_DECLARES = (
    r"^\s*(?:(?:(?:private|public|protected|readonly|static|final|val|var)\s+)+(?:[\w<>\[\],.?]+\s+)?{name}\s*"
    r"|{name}\s*:\s*[\w.\[\], |<>?]+?\s*|(?:(?:self|this|\$this)\s*(?:\.|->)\s*|@){name}\s*(?==))(?:=(?![=>])|;\s*$)"
)


def constants_section(root: str | Path | None, shown: dict[str, Shown], redact: Callable[[str], str]) -> str | None:
    """`## Values the changes read`, or None: for each source file whose hunks are shown, where the constants and
    functions its shown added lines use are defined (in it, a header it includes, a file beside it), hunks aside."""
    if root is None or not shown:
        return None
    try:
        ctx = replace(make_context(Path(root)), redact=redact)  # a line is redacted before it is cut
    except UsageError:
        return None
    found: list[str] = []
    for path in shown:
        if is_source(path) and not is_test(path) and len(found) < MOST:
            found += [q for q in _of_file(ctx, path, shown, redact) if q not in found][: MOST - len(found)]
    head = (
        "Defined outside the hunks shown (in the same file, else in a header it includes or a file beside it), and"
        " read or called by their added lines; each as the branch has it, kept or changed in a part of the diff not"
        " shown here:"
    )
    return "## Values the changes read\n" + head + "\n" + "\n".join(found) if found else None


def _of_file(ctx: ToolContext, path: str, shown: dict[str, Shown], redact: Callable[[str], str]) -> list[str]:
    """The values one shown file's added lines read: its constants' definitions, the short functions they call, and
    those it does not define itself where it includes or sits beside them."""
    added = {_number(row): row[7:] for row in shown[path].rows if row[6:7] == "+" and row[:5].strip().isdigit()}
    visible = _visible(shown.get(path))
    text = " ".join(map(code_of, added.values()))
    names = list(dict.fromkeys(CONSTANT_NAME.findall(text)))
    here = {m[1] or m[2] for code in added.values() if (m := DEFINITION.match(code))}  # defined in the hunks
    thrown = set(RAISED.findall(text))  # an error raised: says no value the code computes
    called = [n for n in dict.fromkeys(CALL.findall(text)) if n not in here and n not in thrown]
    statics = _STATIC.findall(text)  # `Transition::between(`: by method, the file beside named for its class (not
    nearby = beside(ctx, path) if statics or names or called else []  # `Vec::new(`: no file is); listed once
    named = {_plain(PurePosixPath(p).stem): p for p in nearby}
    classes = {m: named[_plain(c)] for c, m in statics if _plain(c) in named}
    if not names and not called and not classes and not _MEMBER.search(text) and not _IVAR.search(text):
        return []
    try:
        rows = numbered(read_lines(ctx, path, 1, _SCAN))
    except (ToolError, OSError):
        return []
    found, missing = [], []  # missing: defined in no line of this file, looked for beside it
    for name in names[:PER_FILE]:
        ats = [n for n, code in sorted(rows.items()) if defines(code, name)][:VARIANTS]  # one per platform or build
        missing += [] if ats else [name]  # (`#[cfg(windows)]`, `#ifdef`, `if sys.platform`): each may be the one run
        for at in (n for n in ats if n not in visible):
            end, closed = value_end(rows, at)
            first = at - 1 if len(ats) > 1 and _CONDITION.match(rows.get(at - 1, "")) else at  # its `#[cfg(windows)]`
            found.append(quoted(path, rows, first, end, redact, more=not closed))
    found += _helpers(path, rows, called, visible, redact)
    found += _fields(path, rows, text, visible, redact)
    defined = function_heads(rows)
    calls = [n for n in called if n not in defined] + [m for m in classes if m not in called]
    bare = _bare(text) - set(classes)  # `count($all)`: no class's method
    calls.sort(key=lambda n: not re.search(rf"(?<![\w$]){re.escape(n)}\s*\([^()]*,", text))  # several arguments
    # first: their order may be wrong
    others = sorted(nearby, key=lambda p: p not in classes.values())  # every file beside, the classes' first
    elsewhere = _elsewhere(ctx, path, rows, missing, calls, redact, others, bare) if missing or calls else []
    return found + [q for q, at in elsewhere if at[1] not in _visible(shown.get(at[0]))][:ELSEWHERE]


def _elsewhere(
    ctx: ToolContext,
    path: str,
    rows: dict[int, str],
    names: list[str],
    calls: list[str],
    redact: Callable[[str], str],
    others: list[str],
    bare: set[str],
) -> list[tuple[str, tuple[str, int]]]:
    """Where the constants (`names`) and functions (`calls`) a changed file reads but does not define are defined in
    a header it includes (`#include "velodrome.h"`) or a file beside it (`others`: a Go package's other file, the
    class's whose method a line calls first): a constant's value, a short function whole, a longer one's head (what it
    takes, in which order); each with its place, in the order of `names`, then of `calls`. A function called bare
    (`count($all)`, not `$this->count()`) is not a method another file's class indents."""
    found: dict[str, tuple[str, tuple[str, int]]] = {}
    for other in [*_included(ctx, path, rows), *others][:_OTHERS]:
        try:
            there = numbered(read_lines(ctx, other, 1, _SCAN))
        except (ToolError, OSError):
            continue
        for name in (n for n in names if n not in found):
            if (at := next((n for n, code in sorted(there.items()) if defines(code, name)), None)) is not None:
                end, closed = value_end(there, at)
                found[name] = (quoted(other, there, at, end, redact, more=not closed), (other, at))
        heads = function_heads(there)
        methods = {n for n in bare if n in heads and there[heads[n]].startswith((" ", "\t"))}  # a class's, indented
        for name in (n for n in calls if n not in found and n in heads and n not in methods):
            head = heads[name]  # a long function: its head, and the comment above it saying what it takes
            first, last = (span := short(there, name)) or (head, head)
            said = described(there, head) if span is None and described(there, head) != head else None
            found[name] = (quoted(other, there, first, last, redact, more=span is None, comment=said), (other, head))
    return [found[n] for n in [*names, *calls] if n in found]


def _bare(text: str) -> set[str]:
    """The functions CALL finds called bare only (`count($all)`), never on `$this`, `self` or `this`."""
    found = list(CALL.finditer(text))
    return {m[1] for m in found if m.start(1) == m.start()} - {m[1] for m in found if m.start(1) != m.start()}


def _plain(name: str) -> str:
    """A class's or file's name as both spell it: `LevelBook`, `level_book.rs`, `level-book.js`."""
    return name.replace("_", "").replace("-", "").lower()


def _visible(s: Shown | None) -> set[int]:
    return {_number(row) for row in s.rows if row[:5].strip().isdigit()} if s else set()


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


def _helpers(
    path: str, rows: dict[int, str], called: list[str], visible: set[int], redact: Callable[[str], str]
) -> list[str]:
    """The short functions of `rows` that `called` names and the hunks do not show, HELPERS at most, one line each."""
    spans = [h for name in called if (h := short(rows, name)) and not set(range(h[0], h[1] + 1)) & visible]
    return [quoted(path, rows, first, last, redact) for first, last in spans[:HELPERS]]


def _fields(path: str, rows: dict[int, str], text: str, visible: set[int], redact: Callable[[str], str]) -> list[str]:
    """Where the fields the added lines read (`self.par_ml`, `this.limit`, `$this->rate`, `@rate`) are declared or
    first given a value in the file (`par_ml: int = 1500`, `private int limit = 3;`, `self.rate = rate / 100`; not
    `@rate = rate`, a parameter kept as it is), FIELDS at most, one line each, unless a hunk shows it."""
    found: list[str] = []
    ruby, ordered = path.endswith((".rb", ".rake")), sorted(rows.items())
    for name in dict.fromkeys([*_MEMBER.findall(text), *(_IVAR.findall(text) if ruby else [])]):
        declares = re.compile(_DECLARES.format(name=re.escape(name)))
        at = next((n for n, code in ordered if declares.match(code)), None)
        if at is None or at in visible or re.search(rf"=\s*\$?{re.escape(name)}\s*;?\s*$", code_of(rows[at])):
            continue
        found.append(quoted(path, rows, at, at, redact))
        if len(found) == FIELDS:
            break
    return found


def _number(row: str) -> int:
    return int(row[:5])
