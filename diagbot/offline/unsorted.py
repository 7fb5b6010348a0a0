"""An end of a list taken just before the list is sorted in place: `const winner = finished[0];` then
`finished.sort(byTime);`. The line reads the first item of the order the list came in, where the line below makes the
order it was meant to read (the fastest first): the two lines are in the wrong order, and the read is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_code

# an end of a list read: `xs[0]`, `xs[-1]`, `xs[xs.length - 1]`, `xs.first`, `xs.last`, `xs.get(0)`, `$xs[0]`
_END = re.compile(
    r"(?<![\w$.])(\$?[A-Za-z_]\w*)(?:\[\s*(?:0|-1|\1\.length\s*-\s*1|len\(\1\)\s*-\s*1)\s*\]"
    r"|\.(?:first|last)\b(?!\s*\()|\.get\(\s*0\s*\)|\.at\(\s*-?[01]\s*\))"
)
_SORTS = (  # the list sorted (or turned) in place: `xs.sort(…)`, `xs.sort!`, `sort.Slice(xs, …)`, `usort($xs, …)`
    r"(?<![\w$.]){n}\s*\.\s*(?:sort|sort_by!|sort!|reverse|reverse!)(?![\w!])",
    r"\b(?:sort\.(?:Slice|SliceStable|Sort|Strings|Ints|Float64s)|slices\.Sort\w*|Collections\.sort|Arrays\.sort"
    r"|u?a?sort|sort)\(\s*&?{n}\s*[,)]",
)
_NEXT = 3  # lines of code below the read where the sort is looked for, at most


@lru_cache(maxsize=2)
def unsorted_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that read an end of a list one of the next _NEXT lines
    sorts in place; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        rows = [(n, m, bare_code(t, f.path)) for n, m, t in diff_rows(f.patch) if m == "@" or (m != "-" and is_code(t))]
        for i, (n, mark, code) in enumerate(rows):
            if mark != "+" or not n or "=" not in code:
                continue
            below = [c for _, m, c in rows[i + 1 : i + 1 + _NEXT] if m != "@"]
            for name in {m[1] for m in _END.finditer(code)}:
                sorts = re.compile("|".join(p.format(n=re.escape(name)) for p in _SORTS))
                if any(sorts.search(c) for c in below):
                    found[(f.path, int(n))] = 2
    return MappingProxyType(found)
