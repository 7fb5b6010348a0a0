"""A value in one unit handed to a conversion from another: `picas_to_units(measure.points(), …)`, `inchesToMm(
scaleMm)`, `fromSeconds(timeoutMs)`. The function's name says the unit it converts from (`picas_to`, `fromSeconds`);
the argument's name says a different unit of the same kind (`points`, `Mm`): one of the two is the wrong one, and the
call is where they meet. Or a value scaled by a conversion factor the wrong way round: `heightFt * FEET_PER_METRE`
(times feet per metre takes metres), `ms / MS_PER_SECOND` is right, `seconds / MS_PER_SECOND` is not. Only names
that say a unit outright are read (`mm`, `feet`, `seconds`; not `m`, `s`, `in`)."""

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


_OPERAND = r"(?<![\w$.])((?:[A-Za-z_$][\w$]*(?:\(\))?\s*\.\s*)*[A-Za-z_$][\w$]*(?:\(\))?)"
_FACTOR = r"([A-Za-z_$][\w$]*(?:_PER_|_per_|Per)[A-Za-z_$][\w$]*)(?![\w$(])"
_SCALED = (  # `heightFt * FEET_PER_METRE`, `ms / MS_PER_SECOND`, `SECONDS_PER_HOUR * hours`: (operand, sign, factor)
    (re.compile(rf"{_OPERAND}\s*([*/])\s*{_FACTOR}"), (1, 2, 3)),
    (re.compile(rf"(?<![\w$.]){_FACTOR}\s*(\*)\s*{_OPERAND}(?![\w$(.\[])"), (3, 2, 1)),
)


def _per(factor: str) -> tuple[str, str] | None:
    """The units a conversion factor's name says it takes one to the other by (`FEET_PER_METRE`: feet, metre)."""
    parts = _PART.findall(factor)
    at = next((i for i, p in enumerate(parts) if p.lower() == "per"), None)
    over = [unit(p) for p in parts[:at]] if at else []
    under = [unit(p) for p in parts[at + 1 :]] if at else []
    top, bottom = next((u for u in reversed(over) if u), None), next((u for u in under if u), None)
    return (top, bottom) if top and bottom and top != bottom and _KIND[top] == _KIND[bottom] else None


def _scaled(code: str) -> str | None:
    """A value scaled by a factor the wrong way round: multiplied by `FEET_PER_METRE` though named in feet, divided
    by it though named in metres."""
    for rx, (a, o, b) in _SCALED:
        for m in rx.finditer(code):
            units, said = _per(m[b]), _units(m[a])
            if units is None or len(said) != 1:
                continue
            wrong = units[0] if m[o] == "*" else units[1]  # times A per B takes B; over A per B takes A
            if said == {wrong}:
                return f"`{m[a]}` ({wrong}) {'times' if m[o] == '*' else 'over'} `{m[b]}` ({units[0]} per {units[1]})"
    return None


def mixed(text: str) -> str | None:
    """What the line's conversion call is handed in another unit than its name converts from: `` `measure.points()`
    (point) to `picas_to_units` (pica) ``; or a value it scales by a factor the wrong way round (`` `heightFt`
    (feet) times `FEET_PER_METRE` (feet per metre) ``)."""
    code = code_only(text)
    if scaled := _scaled(code):
        return scaled
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
