"""A whole-number division kept as a fraction: `final double transpositions = halfTranspositions / 2;` where
`halfTranspositions` is an `int`. In Java, C, C++ and C# two whole numbers divide to a whole number, its fraction
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
# `double x = a / b;`, `final float r = n / 2;`: a fraction stored from a division of two plain operands
_STORED = re.compile(r"\b(?:double|float)\s+[A-Za-z_]\w*\s*=\s*([A-Za-z_]\w*|\d+)\s*/\s*([A-Za-z_]\w*|\d+)\s*;")


@lru_cache(maxsize=2)
def truncated_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed Java, C, C++ and C# source files (not tests) storing into a `double` or `float` the
    division of two whole numbers (names the file declares whole, or whole literals); strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        if not f.path.endswith(_SUFFIXES):
            continue
        rows = [(n, mark, bare_code(text, f.path)) for n, mark, text in diff_rows(f.patch) if mark != "-"]
        whole = {m[1] for _, _, code in rows for m in _DECLARED.finditer(code)}
        for n, mark, code in rows:
            if mark == "+" and n and (m := _STORED.search(code)) and all(_whole(x, whole) for x in (m[1], m[2])):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _whole(operand: str, whole: set[str]) -> bool:
    return operand.isdigit() or operand in whole
