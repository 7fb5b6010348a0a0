"""A number the comment over its function says counts from 1, used as an index as it is: `/// the egg the hen sits
from (counted from 1)` over `let egg = ...; self.laid.get(egg)`. Lists count from 0; the first egg is `laid[0]`, so
the index reads the item after the one meant (`egg - 1` was meant). The comment says what the number is; the line
forgot to turn it into an index."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import opens_function
from diagbot.offline.described import comment_over
from diagbot.offline.kinds import is_prose

_ONE = re.compile(
    r"(?i)\b(?:count(?:ed|ing|s)?|numbered|number(?:ing)?|start(?:s|ing)?)\s+(?:from|at)\s+(?:1|one)\b|\b(?:1|one)-based\b"
)  # `counted from 1`, `numbered from one`, `1-based`
_INDEX = re.compile(r"(?:[\w\])]\[|\.(?:get|at|nth|charAt|get_mut)\()\s*([A-Za-z_]\w*)\s*[\])]")  # `xs[n]`, `.get(n)`
_REACH = 12  # rows above a line its function's head may be


@lru_cache(maxsize=2)
def one_based_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) indexing with a bare name the comment over their function
    names and says counts from 1; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        for i, (n, mark, text) in enumerate(parsed):
            if mark != "+" or not n or not (m := _INDEX.search(bare_code(text, f.path))):
                continue
            said = _said(parsed, i, f.path)
            if said and _ONE.search(said) and re.search(rf"(?i)\b{re.escape(m[1])}\b", said):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _said(parsed: Rows, i: int, path: str) -> str:
    """The comment over the function holding row i (its head within _REACH rows above), else ""."""
    for j in range(i - 1, max(-1, i - _REACH - 1), -1):
        if parsed[j][1] == "@":
            return ""
        if parsed[j][1] != "-" and opens_function(parsed[j][2]):
            return " ".join([comment_over(parsed, j + 1, path), *_docstring(parsed, j + 1, i, path)])
    return ""


def _docstring(parsed: Rows, start: int, end: int, path: str) -> list[str]:
    """The rows opening a function's body before its first code (a docstring), of those before row `end`."""
    rows = []
    for _, mark, text in parsed[start:end]:
        if mark == "-":
            continue
        if bare_code(text, path).strip(" \"'") and not is_prose(text):
            break
        rows.append(text)
    return rows
