"""A letter's value taken from the other case's first letter: `b'a'..=b'f' => Some(byte - b'A' + 10)` beside
`b'A'..=b'F' => Some(byte - b'A' + 10)`. A line testing for lowercase letters and subtracting an uppercase one (or
the other way round) is off by the 32 between the cases: a hex digit `f` reads as 47, not 15. The line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.kinds import without_comment

_CHAR = r"b?'([A-Za-z])'"
# a range of letters: `b'a'..=b'f'`, `'a' ... 'f'`, `c >= 'a' && c <= 'f'`, `'a' <= c <= 'f'`
_RANGE = re.compile(rf"{_CHAR}\s*(?:\.\.=?|\.\.\.)\s*{_CHAR}|>=\s*{_CHAR}\s*&&\s*[\w.]+\s*<=\s*{_CHAR}|{_CHAR}\s*<=")
_MINUS = re.compile(rf"-\s*{_CHAR}")


@lru_cache(maxsize=2)
def lettercase_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) testing for letters of one case and subtracting a letter
    of the other; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        for n, mark, text in diff_rows(f.patch):
            if mark != "+" or not n or not (tested := _RANGE.search(code := without_comment(text, f.path))):
                continue
            letters = [g for g in tested.groups() if g]
            taken = [m[1] for m in _MINUS.finditer(code[tested.end() :])]
            if letters and taken and all(x.islower() for x in letters) != taken[0].islower():
                if all(x.islower() == letters[0].islower() for x in letters):
                    found[(f.path, int(n))] = 2
    return MappingProxyType(found)
