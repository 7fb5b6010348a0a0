"""A calendar table with one wrong entry: `0, 31, 59, 90, 120, 151, 182, 212, …`, the days before each month, giving
June 31 days (151 + 31); `31, 28, 31, 31, …`, the days of each month, giving April 31. A run of numbers that is the
calendar's own but for one of them is a table typed wrong; its row is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files

_MONTHS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_TABLES = tuple(
    table
    for feb in (28, 29)
    for days in [(*_MONTHS[:1], feb, *_MONTHS[2:])]
    for table in (days, tuple(sum(days[:k]) for k in range(12)), tuple(sum(days[: k + 1]) for k in range(12)))
)  # each month's days, the days before each month and the days to its end, in common and leap years
_LEAST = 6  # numbers of the table a run shows, at least
_OPENING: dict[int, list[tuple[tuple[int, ...], int]]] = {}  # by number: the tables and places a stretch may open at
for _table in _TABLES:
    for _offset, _value in enumerate(_table[: len(_table) - _LEAST + 1]):
        _OPENING.setdefault(_value, []).append((_table, _offset))
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")


@lru_cache(maxsize=2)
def calendar_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) holding the one number of a run that differs from a
    calendar table the run otherwise is (at least six of its numbers, in order); strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        run: list[tuple[int, str, int]] = []  # the numbers of the rows of one hunk: value, mark, line
        for n, mark, text in [*diff_rows(f.patch), ("", "@", "")]:
            if mark == "@":
                found |= {(f.path, line): 2 for line in _wrong(run)}
                run = []
            elif mark != "-" and n:
                run += [(int(x), mark, int(n)) for x in _NUMBER.findall(bare_code(text, f.path))]
    return MappingProxyType(found)


def _wrong(run: list[tuple[int, str, int]]) -> list[int]:
    """The added line holding the one number that keeps a stretch of the run from being a calendar table: its first
    and last numbers the table's, one between them not."""
    values = [v for v, _, _ in run]
    for start, value in enumerate(values):
        for table, offset in _OPENING.get(value, ()):
            size = min(len(table) - offset, len(values) - start)
            off: list[int] = []
            for k in range(1, size):
                if values[start + k] != table[offset + k] and len(off := [*off, k]) > 1:
                    break
            if size >= _LEAST and len(off) == 1 and off[0] < size - 1 and run[start + off[0]][1] == "+":
                if not _kept(values[start : start + size]):  # a leap year's February is no slip
                    return [run[start + off[0]][2]]
    return []


def _kept(values: list[int]) -> bool:
    """The numbers are a stretch of one of the calendar's tables, as they are."""
    size = len(values)
    return any(list(t[k : k + size]) == values for t in _TABLES for k in range(len(t) - size + 1))
