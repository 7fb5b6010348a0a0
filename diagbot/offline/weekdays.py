"""A weekday compared in another numbering than the call gives: `moment.isoweekday() == SUNDAY` with `SUNDAY = 6`.
Python's `weekday()` counts Monday 0 to Sunday 6, `isoweekday()` Monday 1 to Sunday 7; JavaScript's `getDay()`, PHP's
`format('w')` and Ruby's `wday` count Sunday 0 to Saturday 6; PHP's `format('N')`, Java's `getValue()` and Ruby's
`cwday` Monday 1 to Sunday 7. A day named (by a constant, or by the function the line is in) with the number another
numbering gives it is compared wrong, and so is a number the call's numbering has not (7 from 0 to 6, 0 from 1 to 7):
the line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.kinds import without_comment

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_CALLS = (  # a call giving the weekday, and the number it gives Monday (Sunday follows Saturday, or is 0)
    (re.compile(r"\.weekday\(\)"), 0, False),
    (re.compile(r"\.isoweekday\(\)|->format\(\s*['\"]N['\"]\s*\)|\.cwday\b|getDayOfWeek\(\)\.getValue\(\)"), 1, False),
    (re.compile(r"\.get(?:UTC)?Day\(\)|->format\(\s*['\"]w['\"]\s*\)|\.wday\b"), 1, True),
)
_COMPARED = re.compile(r"(?:[!=]==?|[<>]=?)\s*(?:self::|static::|this\.|self\.)?([A-Za-z_]\w*|\d)\b")
_VALUE = re.compile(r"^\s*(?:(?:const|public|private|static|final|int|let|var)\s+)*([A-Za-z_]\w*)\s*=\s*(\d)\s*;?\s*$")


@lru_cache(maxsize=2)
def weekday_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) comparing a call's weekday with a day's number in another
        numbering: a constant named for the day (`SUNDAY = 6` for `isoweekday()`), or a number the numbering has not
    (`format('w') === 7`); strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    values = {
        m[1]: int(m[2])
        for path, parsed in files
        for _, mark, text in parsed
        if mark != "-" and (m := _VALUE.match(without_comment(text, path)))
    }
    found: dict[tuple[str, int], int] = {}
    for path, parsed in files:
        for n, mark, text in parsed:
            code = without_comment(text, path)
            if (
                mark == "+"
                and n
                and any(_wrong(code, call, monday, sunday_first, values) for call, monday, sunday_first in _CALLS)
            ):
                found[(path, int(n))] = 2
    return MappingProxyType(found)


def _wrong(code: str, call: re.Pattern[str], monday: int, sunday_first: bool, values: dict[str, int]) -> bool:
    """The line compares the call's weekday with a number its numbering has not, or with a constant named for a day
    whose value is not that day's number in the call's numbering."""
    for m in call.finditer(code):
        compared = _COMPARED.match(code[m.end() :].lstrip())
        name = compared[1] if compared else ""
        if name.isdigit() and int(name) not in _numbers(monday, sunday_first):
            return True  # a day the numbering has not: 7 for a count from 0, 0 for one from 1
        day = next((i for i, d in enumerate(_DAYS) if d in name.lower() or name.lower() == d[:3]), None)
        if day is None or name not in values:
            continue
        number = (day + 1) % 7 if sunday_first else day + monday
        if values[name] != number:
            return True
    return False


def _numbers(monday: int, sunday_first: bool) -> range:
    """The numbers the call's numbering gives: Monday 1 to Sunday 7, else 0 to 6."""
    return range(1, 8) if monday and not sunday_first else range(7)
