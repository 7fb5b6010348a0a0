"""A constant other than the one its comment describes: `/// A metric hydrometer, calibrated at 20 °C.` over
`Hydrometer { calibration_c: US_C }`, where the code defines `STANDARD_C = 20.0` and `US_C = 15.56`. The comment
gives the value of one constant, the line reads its sibling: the line was written from the neighbour it was copied
from, or the constant was picked from a list. That line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_prose
from diagbot.offline.siblings import alike

# `const US_C: f64 = 15.56;`, `STANDARD_C = 20.0`, `public static final double US_C = 15.56;`, `#define US_C 15.56`
_DEFINES = re.compile(
    r"^\s*(?:(?:pub(?:\([\w ]+\))?|export|public|private|protected|internal|static|final|const|constexpr|readonly"
    r"|let|val|var|#define)\s+)*(?:[\w:<>\[\]]+\s+)?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s*(?::\s*[\w:<>\[\]]+\s*)?=?\s*"
    r"(-?\d+(?:\.\d+)?)(?:_?[a-z]\w*)?\s*[;,]?\s*$"
)
_CONSTANT = re.compile(r"(?<![\w$.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]|\.\d)")
_COMMON = {0.0, 1.0, 2.0, -1.0}  # values a comment says in passing (`1 byte`), naming no constant
_HEADS = 2  # code rows between a comment and the line it describes, at most (a function's head and brace)


@lru_cache(maxsize=2)
def described_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) reading a constant whose value the comment over them
    does not give, where it gives the value of one and only one sibling constant (a name alike, siblings.py);
    strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    values: dict[str, float] = {}
    for path, parsed in files:
        for _, mark, text in parsed:
            if mark != "-" and (m := _DEFINES.match(bare_code(text, path).replace('""', ""))):
                values.setdefault(m[1], float(m[2]))
    found: dict[tuple[str, int], int] = {}
    for path, parsed in files:
        for i, (n, mark, text) in enumerate(parsed):
            code = bare_code(text, path)
            if mark != "+" or not n or is_prose(text) or _DEFINES.match(code):
                continue
            read = {c for c in _CONSTANT.findall(code) if c in values}
            said = _said(parsed, i, path)
            if len(read) == 1 and said and _contradicts(read.pop(), said, values):
                found[(path, int(n))] = 2
    return MappingProxyType(found)


def _said(parsed: Rows, i: int, path: str) -> set[float]:
    """The numbers of the comment over row `i`: the nearest run of comment rows above it, past at most a function's
    head, or a docstring just under that head."""
    comment: list[str] = []
    heads = 0
    for _, mark, text in reversed(parsed[:i]):
        if mark in "-@":
            break
        if not text.strip():
            if comment or heads:
                break
            continue
        if is_prose(text) or not bare_code(text, path).strip(" \"'"):
            comment.append(text)
        elif comment or heads >= _HEADS or not text.rstrip().endswith(("{", ":", ")")):
            break
        else:
            heads += 1
    return {float(x) for t in comment for x in _NUMBER.findall(t)}


def _contradicts(constant: str, said: set[float], values: dict[str, float]) -> bool:
    """The comment does not give the constant's value, and gives the value of exactly one of its siblings, a value
    no comment says in passing."""
    if values[constant] in said:
        return False
    meant = [c for c, v in values.items() if c != constant and v in said and alike(constant, c)]
    return len(meant) == 1 and values[meant[0]] not in _COMMON
