"""A whole-number division kept as a fraction: `final double transpositions = halfTranspositions / 2;` where
`halfTranspositions` is an `int`, or `fraction = p->hours / p->full_time_hours;` under `double fraction;`, the
struct's fields declared `int`. In Java, C, C++ and C# two whole numbers divide to a whole number, its fraction
dropped, before the result is widened to the `double` it is stored in: `3 / 2` stores 1.0. The line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files

_SUFFIXES = (".java", ".c", ".h", ".cc", ".cpp", ".hpp", ".cxx", ".cs")
_WHOLE = r"(?:int|long|short|byte|size_t|unsigned|int32_t|int64_t|uint32_t|uint64_t)"
# `int n`, `final int n`, `long n,` in a signature or a declaration: the names a file declares whole
_DECLARED = re.compile(rf"\b{_WHOLE}\s+(?:int\s+|long\s+)?([A-Za-z_]\w*)\s*[,;=)]")
_FRACTIONAL = re.compile(r"\b(?:double|float)\s+([A-Za-z_]\w*)\s*[,;=)]")  # `double fraction;`, `float r = ...`
_KINDS = (("whole", _DECLARED), ("fraction", _FRACTIONAL))
_OPERAND = r"([A-Za-z_]\w*(?:(?:\.|->)[A-Za-z_]\w*)*|\d+)"  # `n`, `p->hours`, `this.count`, `2`
# `double x = a / b;`, `final float r = n / 2;`: a fraction stored from a division of two plain operands
_STORED = re.compile(rf"\b(?:double|float)\s+([A-Za-z_]\w*)\s*=\s*{_OPERAND}\s*/\s*{_OPERAND}\s*;")
_ASSIGNED = re.compile(rf"^\s*([A-Za-z_]\w*)\s*=\s*{_OPERAND}\s*/\s*{_OPERAND}\s*;")  # `fraction = a / b;`


@lru_cache(maxsize=2)
def truncated_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed Java, C, C++ and C# source files (not tests) storing into a `double` or `float` (one
    the line declares, or one the page declares so above it) the division of two whole numbers (names, or fields, the
    branch's files declare whole and never fractional, or whole literals); strength 2."""
    files = [
        (f.path, [(n, mark, bare_code(text, f.path)) for n, mark, text in diff_rows(f.patch) if mark != "-"])
        for f in written_files(changes)
        if f.path.endswith(_SUFFIXES)
    ]
    declared = [
        (m[1], kind) for _, rows in files for _, _, code in rows for kind, rx in _KINDS for m in rx.finditer(code)
    ]
    whole = {name for name, kind in declared if kind == "whole"} - {name for name, kind in declared if kind != "whole"}
    found: dict[tuple[str, int], int] = {}
    for path, rows in files:
        fractions: set[str] = set()  # the names the page declares `double` or `float`, so far
        for n, mark, code in rows:
            fractions |= {m[1] for m in _FRACTIONAL.finditer(code)}
            m = _STORED.search(code) or ((a := _ASSIGNED.search(code)) and a[1] in fractions and a)
            if mark == "+" and n and m and all(_whole(x, whole) for x in (m[2], m[3])):
                found[(path, int(n))] = 2
    return MappingProxyType(found)


def _whole(operand: str, whole: set[str]) -> bool:
    return operand.isdigit() or re.split(r"\.|->", operand)[-1] in whole
