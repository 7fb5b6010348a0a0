"""A value written twice in a line, changed in one place only: `for m := 1000.0; m < total; m += 1000 {` becomes
`for m := 1000.0; m < total; m += u.Metres() {`. The two were one value (a loop's first step and its step); the edit
turned the one and kept the other, so the loop starts where the old unit put it. The branch replaced one token of the
removed line, a number it wrote twice or more, by a name or a call, and left the line otherwise as it was: the kept
copy is the slip. (A number for a number is no value named: `packed[16], use_by[24]` are two sizes alike by chance.)"""

from __future__ import annotations

import re
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.pick import runs_of

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|\S")
_RUN = 4  # removed lines of code a run replaces line for line, at most


@lru_cache(maxsize=2)
def half_edited_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that replace one number, of two or more equal ones, of the
    line they replaced line for line, and nothing else; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        for run in dict.fromkeys(runs_of(parsed)):  # each run once: a file generated anew is one run
            removed = [j for j in run if parsed[j][1] == "-"]
            added = [j for j in run if parsed[j][1] == "+"]
            if len(removed) == len(added) <= _RUN:
                for j, i in zip(removed, added, strict=True):
                    old, new = (_TOKEN.findall(bare_code(parsed[k][2], f.path)) for k in (j, i))
                    if parsed[i][0] and _half(old, new):
                        found[(f.path, int(parsed[i][0]))] = 2
    return MappingProxyType(found)


def _half(old: list[str], new: list[str]) -> bool:
    """`new` is `old` with one number replaced by a name or a call (the value named), a number `old` has again
    elsewhere (not 0 or 1: too common to be one value), and nothing else changed."""
    edits = [op for op in SequenceMatcher(None, old, new, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(edits) != 1 or edits[0][0] != "replace" or edits[0][2] - edits[0][1] != 1:
        return False
    if all(_NUMBER.fullmatch(t) or not t[0].isalnum() for t in new[edits[0][3] : edits[0][4]]):
        return False  # a number for a number (`use_by[16]` made `[24]` beside `packed[16]`): no value named
    number = old[edits[0][1]]
    if not _NUMBER.fullmatch(number) or float(number) in (0, 1):
        return False
    return sum(float(t) == float(number) for t in old if _NUMBER.fullmatch(t)) >= 2
