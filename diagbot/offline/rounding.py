"""A whole-number division meant to round up, written one too high: `(length + step) / step`, where rounding up is
`(length + step - 1) / step`, charges a length that is already a whole number of steps one step more; `days / 7 + 1`,
written where the code the branch removed rounded up (`math.Ceil(days / 7)`), does the same for whole weeks.

Only where division of whole numbers drops the remainder: Go, Rust, the C family, Java, C#, Kotlin, Swift and Ruby
(`/`), Python (`//`). `index / per_page + 1`, a page's number, is right as written: the second form is a slip only
where the branch took out a rounding up."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.vocabulary import EXPECTATION

_VALUE = r"(?:[A-Za-z_][\w.]*(?:\(\))?|\d+)"  # `days`, `self.step_mm`, `len()`, `7`
_WHOLE = re.compile(r"\.(go|rs|c|cc|cpp|cxx|h|hpp|java|cs|kt|scala|swift|rb)$")  # `/` drops the remainder
_CEILED = re.compile(r"\bceil|\bCeil|div_ceil|-\s*1\s*\)\s*/{1,2}")  # a rounding up: `math.ceil`, `(n + d - 1) / d`


def _forms(div: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """`(x + d) / d`, and `x / d + 1` not scaled further (`(length // 8 + 1) * 8` is a tab stop)."""
    return (
        re.compile(rf"\(\s*({_VALUE})\s*\+\s*({_VALUE})\s*\)\s*{div}\s*\2(?![\w.(])"),
        re.compile(rf"(?<![\w.*/%(])({_VALUE})\s*{div}\s*({_VALUE})\s*\+\s*1(?![\w.])(?!\s*\)?\s*[*/])"),
    )


_FORMS = {"/": _forms("/"), "//": _forms("//")}


@lru_cache(maxsize=2)
def rounding_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that round a whole-number division up one too high;
    strength 1: a likely slip, not a certain one."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        div = "/" if _WHOLE.search(f.path) else "//" if f.path.endswith(".py") else None
        if div is None:
            continue
        plus_d, plus_one = _FORMS[div]
        ceiled = any(row.startswith("-") and _CEILED.search(row) for row in (f.patch or "").splitlines())
        for n, text in added_lines(f.patch):
            code = code_only(text)
            if not EXPECTATION.search(code) and (plus_d.search(code) or (ceiled and plus_one.search(code))):
                found[(f.path, n)] = 1
    return MappingProxyType(found)
