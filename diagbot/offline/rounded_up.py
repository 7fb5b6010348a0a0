"""A count the comment over it says is rounded up, computed rounding otherwise: `/** every thousand started counts */`
over `return (int) round($stitches / 1000);`. A part started that counts whole is a ceiling (`ceil`, `div_ceil`,
`(n + k - 1) / k`); `round`, `floor`, a truncating cast or an integer division give 2 for 2,400 stitches where the
comment says 3. The comment says what was meant; the line rounds the other way. So does a value the comment says is
rounded to the nearest (`to the nearest multiple of step`) whose line drops the fraction (`floor`, `trunc`, a float
cast to a whole number: `(seconds / step as f64) as u32`); and a value the comment says drops its fraction (`in whole
years, fractions disregarded`, `rounded down`) whose line rounds to the nearest or up (`average_age().round()`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.described import commented, function_comment

_UP = re.compile(
    r"(?i)\b(?:(?:each|every|any|a)\s+\w+\s+(?:started|begun|commenced)|or part(?: thereof)?|part of an?\s+\w+\s+counts"
    r"|round(?:ed|s|ing)?\s+up|rounds? it up|any part of|up to the next)\b"
)  # `every thousand started counts`, `per hour or part thereof`, `rounded up to whole boxes`, `taken up to the next`
_CEILING = re.compile(
    r"(?i)ceil|div_ceil|ROUND_UP|ROUND_CEILING|RoundingMode\.(?:UP|CEILING)|\+[^()]*\)\s*//?|-\s*\(\s*-"
)  # `math.ceil`, `(n + k - 1) / k`, `(minutes + 59) // 60`, Python's `-(-n // k)`
_OTHERWISE = re.compile(
    r"(?i)(?<![\w.])(?:round|floor|trunc|intdiv)\s*\(|Math\.(?:round|floor|trunc)\s*\(|\.(?:round|floor|trunc)(?:\(\)|(?![\w(]))"
    r"|ROUND_HALF|ROUND_DOWN|RoundingMode\.(?:HALF|DOWN|FLOOR)"
)  # a rounding that is no ceiling
_TRUNCATES = re.compile(
    r"\(int\)\s*\(?[^;]*/|\bint\([^()]*/|\s//\s|as\s+(?:u|i)(?:8|16|32|64|size)\b"
)  # whole-number /


_NEAREST = re.compile(
    r"(?i)\bto the nearest\b|\brounded to\b|\brounds? to\b|\brounded, |\brounded\.|\bround(?:ed)? half"
)
_DROPS = re.compile(
    r"(?i)(?<![\w.])(?:floor|trunc|intdiv)\s*\(|Math\.(?:floor|trunc)\s*\(|\.(?:floor|trunc)\(\)"
    r"|\)\s*as\s+[ui](?:8|16|32|64|size)\b"
)  # a rounding down, or a float cast to a whole number (Rust's `as u32`)
_ROUNDS = re.compile(r"(?i)round|ceil|\+\s*0?\.5\b|HALF_|RoundingMode")


@lru_cache(maxsize=2)
def truncated_nearest_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) under a comment saying a value is rounded to the nearest
    that drop the fraction instead (`floor`, `trunc`, `(x / step as f64) as u32`), rounding nowhere; strength 2."""
    return MappingProxyType(
        {
            (path, n): 2
            for path, n, code, comment, _, _ in commented(changes)
            if _NEAREST.search(comment) and not _UP.search(comment) and _DROPS.search(code) and not _ROUNDS.search(code)
        }
    )


_DOWN = re.compile(
    r"(?i)\brounded down\b|\brounds? (?:it )?down\b|\bcompleted (?:years|months|weeks|days)\b"
    r"|\bfractions?(?: of an? \w+)? (?:disregarded|ignored|dropped|discarded)"
    r"|\b(?:disregard|ignor|drop|discard)(?:s|es|ing|ed|e)? (?:the |any )?fractions?\b"
)  # `fractions disregarded`, `rounded down`, `in completed years`
_LIFTS = re.compile(
    r"(?:(?<![\w.])|(?<=[Mm]ath\.))(?:round|ceil)\s*\(|\.(?:round|ceil)(?:\(\)|(?![\w(]))|ROUND_(?:HALF|UP|CEILING)"
)  # a rounding that can go up
_FLOORS = re.compile(r"(?i)floor|trunc|intdiv|ROUND_DOWN")  # a rounding down (not a cast after the rounding)


@lru_cache(maxsize=2)
def rounded_over_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) under a comment saying the fraction is dropped (rounded
    down, `fractions disregarded`, `completed years`) that round to the nearest or up instead, and never down;
    strength 2."""
    return MappingProxyType(
        {
            (path, n): 2
            for path, n, code, comment, _, _ in commented(changes)
            if _DOWN.search(comment) and not _UP.search(comment) and _LIFTS.search(code) and not _FLOORS.search(code)
        }
    )


@lru_cache(maxsize=2)
def rounded_up_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) under a comment saying a part counts whole (rounded up)
    that round or truncate and take no ceiling, or that return a value so rounded under such a comment over their
    function (`with part-pennies rounded up` over `return (int) floor($eligible * PERCENT / 100);`); strength 2."""
    found = {
        (path, n): 2 for path, n, code, comment, _, _ in commented(changes) if _UP.search(comment) and _short(code)
    }
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        for i, (n, mark, text) in enumerate(parsed):
            code = bare_code(text, f.path) if mark == "+" and n else ""  # only added lines are read
            if _RETURNS.match(code) and _short(code) and _UP.search(function_comment(parsed, i, f.path)):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _short(code: str) -> bool:
    """The line rounds or truncates, and takes no ceiling."""
    return not _CEILING.search(code) and bool(_OTHERWISE.search(code) or ("/" in code and _TRUNCATES.search(code)))


_RETURNS = re.compile(r"\s*return\b")
