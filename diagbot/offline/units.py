"""A value in one unit handed to a conversion from another: `picas_to_units(measure.points(), …)`, `inchesToMm(
scaleMm)`, `fromSeconds(timeoutMs)`. The function's name says the unit it converts from (`picas_to`, `fromSeconds`);
the argument's name says a different unit of the same kind (`points`, `Mm`): one of the two is the wrong one, and the
call is where they meet. Only names that say a unit outright are read (`mm`, `feet`, `seconds`; not `m`, `s`, `in`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files

_KINDS = {
    "length": "mm millimetre millimeter cm centimetre centimeter metre meter km kilometre kilometer inch inches feet "
    "foot ft yard yards mile miles point points pt pica picas",
    "time": "ms millis millisecond milliseconds sec secs second seconds minute minutes mins hour hours day days "
    "week weeks",
    "mass": "mg gram grams kg kilo kilos kilogram kilograms lb lbs pound pounds oz ounce ounces tonne tonnes",
    "money": "cents cent pence penny dollars euros",
    "temperature": "celsius fahrenheit kelvin",
    "angle": "deg degrees rad radians",
    "data": "bytes byte kb kib mb mib gb gib bits",
}
_SAME = {"millimetre": "mm", "millimeter": "mm", "centimetre": "cm", "centimeter": "cm", "meter": "metre",
         "kilometre": "km", "kilometer": "km", "inches": "inch", "foot": "feet", "ft": "feet", "yards": "yard",
         "miles": "mile", "points": "point", "pt": "point", "picas": "pica", "millis": "ms", "millisecond": "ms",
         "milliseconds": "ms", "sec": "second", "secs": "second", "seconds": "second", "minutes": "minute",
         "mins": "minute", "hours": "hour", "days": "day", "weeks": "week", "grams": "gram", "kilo": "kg",
         "kilos": "kg", "kilogram": "kg", "kilograms": "kg", "lbs": "pound", "lb": "pound", "pounds": "pound",
         "ounces": "oz", "ounce": "oz", "tonnes": "tonne", "cent": "cents", "penny": "pence", "degrees": "deg",
         "radians": "rad", "byte": "bytes", "kib": "kb", "mib": "mb", "gib": "gb"}  # fmt: skip
_KIND = {word: kind for kind, words in _KINDS.items() for word in words.split()}
_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # camelCase, snake_case and UPPER words
_CONVERTS = re.compile(  # `picas_to_units(`, `inchesToMm(`, `from_seconds(`, `fromMinutes(`: the unit converted from
    r"(?<![\w$])(?:([A-Za-z]+)(?:_to_|To)[A-Za-z_]+|(?:from_|from)([A-Za-z]+))\s*\("
)


def unit(word: str) -> str | None:
    """The unit a word of a name says, in one spelling (`Picas` → `pica`), if it says one."""
    w = word.lower()
    return _SAME.get(w, w) if w in _KIND else None


def _units(name: str) -> set[str]:
    return {u for part in _PART.findall(name) if (u := unit(part))}


def mixed(text: str) -> str | None:
    """What the line's conversion call is handed in another unit than its name converts from: `` `measure.points()`
    (point) to `picas_to_units` (pica) ``."""
    code = code_only(text)
    for m in _CONVERTS.finditer(code):
        source = unit(m[1] or m[2])
        arg = next(iter(listed_items(code, m.end()) or []), "")
        if source is None or not arg:
            continue
        said = {u for u in _units(arg) if _KIND[u] == _KIND[source]}
        if said and source not in said:
            name = m[0].rstrip("( ")
            return f"`{arg}` ({', '.join(sorted(said))}) to `{name}` ({source})"
    return None


@lru_cache(maxsize=2)
def mixed_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) whose conversion call is handed a value in another
    unit, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found = {(f.path, n): 2 for f in source_files(changes) for n, t in added_lines(f.patch) if mixed(t)}
    return MappingProxyType(found)
