"""Changed functions the read code names: when the failing test, or the code it reached, names a function whose code
the branch changed (a call, a method of a value, a Ruby call without brackets, a constant it reads), that change is
in reach though no call was followed into it; and so is a changed function that such a change names in turn.

Which function a hunk changes is read from one grep of the definitions in the changed files (the diff's context
rarely shows the head of the function a hunk sits in). A changed line belongs to the nearest definition above it
that it is indented under; a line indented under none (a table, a constant) belongs to the constant named above it.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import replace
from pathlib import PurePosixPath

from diagbot.changes import new_lines
from diagbot.filekinds import is_test
from diagbot.offline.calls import ERROR_TYPE
from diagbot.offline.change import Hunk, file_hunks, hunk_rows, new_side
from diagbot.offline.changed import read_hunk
from diagbot.offline.clues import failure_words
from diagbot.offline.code import enclosing, indent
from diagbot.offline.constants import CONSTANT, MODIFIERS
from diagbot.offline.findings import Findings, inert_change, test_name
from diagbot.offline.follow import Step, changed_sources, glob_of
from diagbot.offline.heads import out_of_place
from diagbot.offline.kinds import is_code
from diagbot.offline.read_change import HUNK_LINES
from diagbot.offline.span import reach_span
from diagbot.offline.vocabulary import KEYWORDS
from diagbot.tools.diff import page

LEVELS = 2  # a changed function the read code names, and one that such a change names
DEFS_SHOWN = 150  # definitions the grep shows at most
# a line defining a function or a constant: keyword, assigned function, typed method, UPPER_CASE constant
DEFINITION = (
    r"\b(def|function|func|fn|fun|sub)\s+[\w$(]"
    r"|\b[A-Za-z_$][\w$]*\s*[:=]\s*(async\s+)?(function\b|\([^)]*\)[^=;]*=>)"
    r"|^\s*(?!(return|await|yield|if|elif|else|while|for|switch|catch|not|throw|new)\b)([\w<>\[\],:*&]+\s+)*[*&]?"
    r"(\w+::)*[A-Za-z_$][\w$]*\s*\([^)]*\)\s*(const\s*)?(\{|throws\b|$)"
    rf"|{MODIFIERS}[A-Z][A-Z0-9_]{{2,}}\s*(:[^=\n]+)?=(?![=>])"
)
IDENT = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*[?!]?")


def grep_changed_definitions(f: Findings, *, read: bool = False, opening: bool = False) -> Step | None:
    """Where the changed files define their functions, to tell which function each hunk changes: before a change that
    may have changed behaviour was read (`read` False), to find one the read code names; after one was (`read` True),
    to name the others, when a changed source file is neither read nor the change's."""
    paths = changed_sources(f)
    if f.changed_defs is not None or not paths or (not opening and (not f.code or weighty(f) != read)):
        return None
    seen = {p for p, _, _ in f.code} | {c.path for c in f.chain}
    if read and all(p in seen for p in paths):
        return None
    say = "Which functions did the branch change? (their definitions in the changed files)"
    return "grep", {"pattern": DEFINITION, "glob": glob_of(paths), "limit": DEFS_SHOWN, "_cdefs": True, "_say": say}


def read_named_change(f: Findings) -> Step | None:
    """Read the change of the first changed function the read code names, when no change was read that may have made
    the behaviour the test sees (only the test's, only imports)."""
    named = named_hunks(f) if not (weighty(f) or f.failure is None or f.named_by) else []
    return named_change(*named[0]) if named else None


def named_change(h: Hunk, name: str, at: tuple[str, int]) -> Step:
    """Read the change of the changed function `name` (its hunk `h`), which the read code names at `at`."""
    path, line = at
    say = f"`{path}:{line}` names `{name}`, which this branch changed in `{h.path}`: read that change."
    offset, limit = h.window(HUNK_LINES, lead=HUNK_LINES * 3 // 4)  # what the hunk changes above it shows too
    whole = (0, 0)  # the whole page: a table above the function, that it reads, may hold the culprit
    args = {"path": h.path, "offset": offset, "limit": limit, "_near": 0, "_span": whole, "_named": [name, path, line]}
    return "diff", {**args, "_say": say}


def named_hunks(f: Findings) -> list[tuple[Hunk, str, tuple[str, int]]]:
    """The changed functions the read code names, each as its hunk (its span the function's lines, its focus the
    function's first changed line), with its name and the line naming it: those the read code names first (the first
    read first, nearest its focus line first), then those the changed code of these names."""
    if not f.changed_defs or not f.code:
        return []
    sides = _sides(f)
    pieces = _pieces(f, sides)
    test = test_name(f.failure)
    texts = reached_texts(f)
    found: dict[tuple[str, str], tuple[int, int, int, Hunk, str, tuple[str, int]]] = {}
    for level in range(1, LEVELS + 1):
        for h, name in pieces:
            if (h.path, name) in found or name in KEYWORDS or len(name) < 3 or name == test:
                continue
            if (at := _named(name, texts, h)) is not None:
                found[(h.path, name)] = (level, at[0], at[1], h, name, at[2])
        texts = [
            (h.path, h.focus, {n: t for n, t in sides.get(h.path, {}).items() if h.span[0] <= n <= h.span[1]})
            for h in (x[3] for x in found.values() if x[0] == level)  # the changed functions named at this level
        ]
        if not texts:
            break
    return [(x[3], x[4], x[5]) for x in sorted(found.values(), key=lambda x: x[:3])]


def changed_functions(f: Findings) -> list[tuple[Hunk, str]]:
    """Each function (or constant) of a changed source file whose code a hunk changes, as that hunk narrowed to it,
    with its name (empty until the definitions in the changed files were grepped)."""
    return _pieces(f, _sides(f)) if f.changed_defs else []


def reached_texts(f: Findings) -> list[tuple[str, int, dict[int, str]]]:
    """Each read's lines the investigation reached (the function around its focus), with its path and focus."""
    return [(path, focus, _reached(path, focus, code)) for path, focus, code in f.code]


def _sides(f: Findings) -> dict[str, dict[int, str]]:
    """The new side of each changed source file's patch, by line."""
    paths = set(changed_sources(f))
    files = sorted((c for c in (f.changes.files if f.changes else ()) if c.path in paths), key=lambda c: c.path)
    return {c.path: new_side(c.patch) for c in files}


def cited_line(f: Findings, h: Hunk) -> int:
    """The line of a named function's change to cite: the one the diff tool's page of that function's changed lines
    (its span) would lead the offline model to."""
    lines = hunk_rows(f.changes, h)[1:]  # its rows below the @@ line
    if not lines:
        return h.focus
    at = new_lines(lines)
    kept = [i for i in range(len(lines)) if h.span[0] <= at[i] <= h.span[1]]  # a removed line: where
    # the next kept line is
    shown = page(lines, 1, len(lines))
    said = f.failure.message if f.failure else ""
    crossing = out_of_place(f.changes, h.path)  # as the page would read them (findings.py)
    picked = read_hunk(h.path, [shown[i] for i in kept], 0, failure_words(said), (0, 0), said, crossing=crossing)
    return picked.line if picked else h.focus


def weighty(f: Findings) -> bool:
    """A change was read that may have made the behaviour the test sees: in source, not only the failing test's (what
    the branch now expects, the last suspect), in a hunk changing code (not only imports or comments)."""
    return f.change is not None and not is_test(f.change.path) and not inert_change(f)


def _pieces(f: Findings, sides: dict[str, dict[int, str]]) -> list[tuple[Hunk, str]]:
    """Each function (or constant) whose code a hunk of a changed source file changes, as that hunk narrowed to it
    (span: from its definition to the next one; focus: its first changed line), with its name."""
    defs: dict[str, list[tuple[int, str]]] = {}
    for path, line, text in f.changed_defs or ():
        defs.setdefault(path, []).append((line, text))
    out: list[tuple[Hunk, str]] = []
    for path, side in sides.items():
        if ERROR_TYPE.match(PurePosixPath(path).stem):
            continue  # an error type's file: its accessors and constructor make no value the test checks
        heads = sorted(defs.get(path, ()))
        for h in file_hunks(f.changes, path):
            owned: dict[tuple[str, int], list[int]] = {}
            for line in () if h.inert else h.code:
                if who := owner(heads, line, side.get(line)):
                    owned.setdefault(who, []).append(line)
            for (name, head), lines in owned.items():
                after = bisect_right(heads, head, key=lambda x: x[0])
                end = heads[after][0] - 1 if after < len(heads) else h.last
                out.append((replace(h, focus=min(lines), span=(head, end)), name))
    return out


def owner(heads: list[tuple[int, str]], line: int, text: str | None) -> tuple[str, int] | None:
    """The function or constant a changed line sits in, and its definition's line: the nearest definition above it
    that it is indented under (or the definition itself); `heads` sorted by line."""
    depth = indent(text) if text is not None else None
    for k in range(bisect_right(heads, line, key=lambda x: x[0]) - 1, -1, -1):
        n, head = heads[k]
        if n == line or depth is None or depth > indent(head):
            name = enclosing({n: head}, n) or ((m := CONSTANT.search(head)) and m[1]) or None
            return (name, n) if name else None
        if indent(head) == 0 or depth == indent(head):
            return None  # a line at the definition's own level is outside it
    return None


def _reached(path: str, focus: int, code: dict[int, str]) -> dict[int, str]:
    """The lines of a read the investigation reached: the function around its focus line, else the line itself."""
    start, end = reach_span(code, focus)
    end = max(end, focus)  # a span ending above the focus (a nested block's end, a one-line helper): on to it
    return {n: t for n, t in code.items() if start <= n <= end} if start < end else {focus: code.get(focus, "")}


def _named(
    name: str, texts: list[tuple[str, int, dict[int, str]]], piece: Hunk
) -> tuple[int, int, tuple[str, int]] | None:
    """(which text, how far from its focus line, the line) of the line of code naming `name` nearest the focus of
    the first text naming it, else None; never a line of the named function itself (`piece`)."""
    for i, (path, focus, code) in enumerate(texts):
        own = range(piece.span[0], piece.span[1] + 1) if path == piece.path else range(0)
        lines = [n for n in code if is_code(code[n]) and name in IDENT.findall(code[n]) and n not in own]
        if lines:
            n = min(lines, key=lambda n: abs(n - focus))
            return i, abs(n - focus), (path, n)
    return None
