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
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.described import function_comment

_ONE = re.compile(
    r"(?i)\b(?:count(?:ed|ing|s)?|numbered|number(?:ing)?|start(?:s|ing)?)\s+(?:from|at)\s+(?:1|one)\b|\b(?:1|one)-based\b"
)  # `counted from 1`, `numbered from one`, `1-based`
_INDEX = re.compile(r"(?:[\w\])]\[|\.(?:get|at|nth|charAt|get_mut)\()\s*([A-Za-z_]\w*)\s*[\])]")  # `xs[n]`, `.get(n)`


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
            said = function_comment(parsed, i, f.path)
            if said and _ONE.search(said) and re.search(rf"(?i)\b{re.escape(m[1])}\b", said):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)
