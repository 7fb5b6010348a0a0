"""One half of a pair written twice, the other half never: the branch binds `let len1 = a.chars().count();` and below it
`let len2 = a.chars().count();` (the pair's second name, the first's value, where `b` is beside it), or unpacks
`left, right = node['children']` and reads `left` twice and `right` never. Names made as a pair (`1`/`2`, `a`/`b`,
`left`/`right`, `first`/`second`, `old`/`new`, ...) are meant for the two halves of something; the line that gives
the second the first's value, or reads the first where nothing reads the second, is the copy not turned over."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import indent
from diagbot.offline.kinds import is_code

_PAIRS = {
    frozenset(p)
    for p in (
        ("1", "2"), ("a", "b"), ("left", "right"), ("first", "second"), ("lhs", "rhs"), ("src", "dst"),
        ("old", "new"), ("from", "to"), ("start", "end"), ("lo", "hi"), ("min", "max"), ("x", "y"),
        ("before", "after"), ("head", "tail"), ("low", "high"), ("inner", "outer"), ("top", "bottom"),
    )
}  # fmt: skip
_BIND = re.compile(
    r"^\s*(?:(?:let|const|var|auto|val|final|my)\s+(?:mut\s+)?)?([A-Za-z_$][\w$]*)\s*(?::[^=<]+)?=(?!=)(.*[^,\s])\s*$"
)  # `let len1 = a.chars().count();`: the name bound and its value (not a `where T: Iterator<Item = u8>,` bound)
_UNPACK = re.compile(
    r"^\s*(?:(?:let|const|var|auto|my)\s*(?:mut\s+)?)?[(\[]?\s*\$?([A-Za-z_][\w$]*)\s*,\s*\$?([A-Za-z_][\w$]*)\s*[)\]]?"
    r"\s*(?::[^=]+)?=(?!=)"
)  # `left, right = ...`, `let (a, b) = ...`, `const [lo, hi] = ...`, `[$a, $b] = ...`
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
_NAME = re.compile(r"(?<![\w$.])[A-Za-z_$][\w$]*")


@lru_cache(maxsize=2)
def paired_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) binding a pair's second name to the very value the line
    above gave its first, reading a name whose pair is in view; or reading again the first of two names unpacked as
    a pair, where the block, seen whole, never reads the second; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        plus = [i for i, (n, mark, _) in enumerate(parsed) if mark == "+" and n]
        for i in plus:
            code = bare_code(parsed[i][2], f.path)
            if (m := _UNPACK.match(code)) and _pair(m[1], m[2]):
                found |= {(f.path, n): 2 for n in _read_twice(parsed, i, m[1], m[2], f.path)}
            elif (m := _BIND.match(code)) and (n := _twin_below(parsed, i, m, f.path)):
                found[(f.path, n)] = 2
    return MappingProxyType(found)


def _pair(one: str, two: str) -> bool:
    """Two names alike but for one word, whose two words make a pair (`len1`, `len2`; `leftEdge`, `rightEdge`)."""
    a, b = name_parts(one), name_parts(two)
    if len(a) != len(b) or a == b:
        return False
    odd = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(odd) == 1 and frozenset(odd[0]) in _PAIRS


def name_parts(name: str) -> tuple[str, ...]:
    """A name's words, lower case, a number a word of its own: `alaw2lpcm` is alaw, 2, lpcm; `ballsFaced`, `balls_faced`
    and `BALLS_FACED` are balls, faced."""
    return tuple(w.lower() for w in _WORD.findall(name))


def _twin_below(parsed: Rows, i: int, first: re.Match[str], path: str) -> int | None:
    """The next line of code, added, binding the first name's pair to the same value, which reads a name whose own
    pair the hunk shows: that line's number."""
    j = next((k for k in range(i + 1, len(parsed)) if parsed[k][1] != "-" and is_code(parsed[k][2])), None)
    if j is None or parsed[j][1] != "+" or (m := _BIND.match(bare_code(parsed[j][2], path))) is None:
        return None
    value = first[2].strip()
    if m[2].strip() != value or not _pair(first[1], m[1]) or _said(parsed[i][2]) != _said(parsed[j][2]):
        return None  # the values' literals differ (`add(b'A')`, `add(b'B')`): no copy
    shown = {w for _, mark, t in _hunk(parsed, i) if mark != "-" for w in _NAME.findall(bare_code(t, path))}
    read = set(_NAME.findall(value))
    return int(parsed[j][0]) if any(_pair(r, s) for r in read for s in shown - read) else None


def _said(text: str) -> str:
    """The value a binding line gives, its literals as written."""
    return text.split("=", 1)[-1].strip()


def _read_twice(parsed: Rows, i: int, one: str, two: str, path: str) -> list[int]:
    """The added line reading `one` a second time in the block below row i, seen whole, that never reads `two`."""
    head, reads = indent(parsed[i][2]), []
    first, second = (re.compile(rf"(?<![\w$.]){re.escape(x)}(?![\w$])") for x in (one, two))
    for n, mark, text in parsed[i + 1 :]:
        if mark == "@":
            return []
        if mark == "-" or not text.strip():
            continue
        if is_code(text) and indent(text) < head:
            break
        code = bare_code(text, path)
        if second.search(code):
            return []
        if first.search(code):
            reads.append((int(n), mark))
    else:
        return []  # the block runs on past what the diff shows
    return [n for n, mark in reads[1:2] if mark == "+"]


def _hunk(parsed: Rows, i: int) -> Rows:
    """The rows of the hunk holding row i."""
    lo = max((k for k in range(i + 1) if parsed[k][1] == "@"), default=0)
    hi = next((k for k in range(i + 1, len(parsed)) if parsed[k][1] == "@"), len(parsed))
    return parsed[lo:hi]
