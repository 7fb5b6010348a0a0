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
_HUNDREDTH = re.compile(r"\*\s*0?\.01\b")
_PERCENT = {"percent", "pct", "percentage", "percents"}


@lru_cache(maxsize=2)
def percent_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) multiplying a value by another named a percentage, with no
    division by 100 on the line; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        for n, mark, text in diff_rows(f.patch):
            code = bare_code(text, f.path) if mark == "+" and n and "*" in text else ""
            if not code or "100" in code or _HUNDREDTH.search(code):  # `/ 100`, `* 100.0`; `* 0.01`
                continue
            for m in _TIMES.finditer(code):
                if sum(_percentage(x) for x in (m[1], m[2])) == 1:
                    found[(f.path, int(n))] = 2
                    break
    return MappingProxyType(found)


def _percentage(name: str) -> bool:
    """A value named a percentage (`percent`, `vatPct`); not a constant (`PERCENT_MAX = 100`, a scale to percent)."""
    return not name.isupper() and bool(_PERCENT & set(words(name)))
