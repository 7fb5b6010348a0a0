"""A percentage used as a fraction: `return weightKg * percent;`, a load limit a hundred times too big. A value named a
percentage (`percent`, `discountPct`, `vat_percentage`) multiplied into an amount, with nothing on the line dividing by
100 (or multiplying by 0.01): the line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.siblings import words

_NAME = r"\$?(?:[A-Za-z_$][\w$]*\s*(?:\.|->|::)\s*)*([A-Za-z_$][\w$]*)"  # `p`, `this.pct`, `$order->vatPercent`
_TIMES = re.compile(rf"{_NAME}\s*\*\s*{_NAME}")
_HUNDRED = re.compile(r"/\s*\(?\s*100(?:\.0*)?[dDfFlL]?\b|\*\s*0?\.01\b|\b100(?:\.0*)?[dDfF]?\s*\)?\s*$")
_PERCENT = {"percent", "pct", "percentage", "percents"}


@lru_cache(maxsize=2)
def percent_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) multiplying a value by another named a percentage, with no
    division by 100 on the line; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        for n, mark, text in diff_rows(f.patch):
            if mark != "+" or not n or ("ercent" not in text and "ct" not in text):
                continue
            code = bare_code(text, f.path)
            if _HUNDRED.search(code) or "100" in code:
                continue
            for m in _TIMES.finditer(code):
                if sum(bool(_PERCENT & set(words(x))) for x in (m[1], m[2])) == 1:
                    found[(f.path, int(n))] = 2
                    break
    return MappingProxyType(found)
