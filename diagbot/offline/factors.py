"""A value converted from one unit to another by a number that is not the ratio of the two: `section_m2 =
area_mm2(bar) / 1000` (square millimetres to square metres is a million), `seconds + source.microsecond / 1000.0`
(a microsecond is a millionth of a second), `grams <= upToKg * 100`. The value scaled names its unit
(`area_mm2`, `microsecond`, `upToKg`); so does the name it is given to, added to or compared with (`section_m2`,
`seconds`, `grams`), of the same kind: the number between them is the conversion, and the names say what it must
be. Only names that say a unit outright are read (`mm2`, `km`, `seconds`, `grams`; not `m`, `s`, `g`)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files

_SCALES = {  # each kind's units, as a number of its first unit
    "length": {"metre metres meter meters": 1, "mm millimetre millimetres millimeter millimeters": 1e-3,
               "cm centimetre centimetres centimeter centimeters": 1e-2, "km kilometre kilometres kilometer": 1e3,
               "inch inches": 0.0254, "feet foot ft": 0.3048, "yard yards": 0.9144, "mile miles": 1609.344},
    "area": {"m2 sqm": 1, "mm2": 1e-6, "cm2": 1e-4, "km2": 1e6, "ha hectare hectares": 1e4},
    "time": {"second seconds sec secs": 1, "ms millis millisecond milliseconds": 1e-3,
             "us micros microsecond microseconds": 1e-6, "ns nanos nanosecond nanoseconds": 1e-9,
             "minute minutes mins": 60, "hour hours hrs": 3600, "day days": 86400, "week weeks": 604800},
    "mass": {"kg kilo kilos kilogram kilograms": 1, "gram grams": 1e-3, "mg milligram milligrams": 1e-6,
             "tonne tonnes": 1e3, "lb lbs pound pounds": 0.45359237, "oz ounce ounces": 0.028349523125},
    "volume": {"litre litres liter liters": 1, "ml millilitre millilitres milliliter milliliters": 1e-3,
               "cl centilitre centilitres": 1e-2},
}  # fmt: skip
_UNIT = {w: (kind, scale) for kind, units in _SCALES.items() for words, scale in units.items() for w in words.split()}
_PART = re.compile(r"[A-Z]?[a-z]+\d?|[A-Z]+\d?(?![a-z])|\d+")  # camelCase, snake_case, UPPER words; `m2`, `MM2`
_NAME = r"\$?[A-Za-z_][\w$]*(?:\s*(?:\.|->|::)\s*[A-Za-z_$][\w$]*)*(?:\(\))?"
_NUMBER = r"\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?"
_SCALED = (  # `area_mm2(bar) / 1000`, `upToKg * 100`, `1000 * lengthKm`: (the value, the operator, the number)
    (re.compile(rf"(?<![\w$.])({_NAME})(?:\([^()]*\))?\s*([*/])\s*({_NUMBER})(?![\w.])"), (1, 2, 3)),
    (re.compile(rf"(?<![\w$.)\]])({_NUMBER})\s*(\*)\s*({_NAME})(?![\w$.(\[])"), (3, 2, 1)),
)
_WORD = re.compile(r"\$?[A-Za-z_][\w$]*")


# the numbers a conversion multiplies or divides by: a ratio of two units of a kind (12 inches a foot, 60, 1000)
_CONVERTS = sorted({round(a / b, 6) for u in _SCALES.values() for a in u.values() for b in u.values() if a > b})


def _unit(name: str) -> tuple[str, float] | None:
    """The unit the last word of a name that says one says (`area_mm2` → square millimetres, `upToKg` → kilograms);
    none for a rate (`usPerSecond`, `price_per_kg`: a unit per another)."""
    parts = [p.lower() for p in _PART.findall(name.rsplit(".", 1)[-1].rsplit(">", 1)[-1])]
    return None if "per" in parts else next((_UNIT[p] for p in reversed(parts) if p in _UNIT), None)


def _converts(factor: float) -> bool:
    """The number is one a unit conversion uses (not `minutes / 30` for half hours, nor `DAY / 2`)."""
    return any(math.isclose(factor, r, rel_tol=0.01) for r in _CONVERTS)


def _ratio(number: str) -> float | None:
    try:
        return float(number.replace("_", ""))
    except ValueError:
        return None


def misconverted(text: str) -> str | None:
    """What the line scales from one unit to another by a number other than their ratio: `` `area_mm2` over 1000,
    where one of its unit is 1e-06 of the other name's `` (`section_m2 = area_mm2(bar) / 1000`)."""
    code = code_only(text)
    for rx, (a, o, b) in _SCALED:
        for m in rx.finditer(code):
            source, factor = _unit(m[a]), _ratio(m[b])
            if source is None or not factor or not _converts(factor):
                continue
            rest = code[: m.start()] + " " + code[m.end() :]
            others = {u for w in _WORD.findall(rest) if (u := _unit(w)) and u[0] == source[0] and u != source}
            if len(others) != 1:
                continue  # no name of another unit of its kind to convert to, or several
            scale = next(iter(others))[1]
            wanted, made = source[1] / scale, factor if m[o] == "*" else 1 / factor
            if not math.isclose(made, wanted, rel_tol=0.01):
                by = f"times {m[b]}" if m[o] == "*" else f"over {m[b]}"
                return f"`{m[a]}` {by}, where one of its unit is {wanted:g} of the other name's"
    return None


@lru_cache(maxsize=2)
def misconverted_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that convert by a number other than the ratio of the
    units their names say, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found = {(f.path, n): 2 for f in source_files(changes) for n, t in added_lines(f.patch) if misconverted(t)}
    return MappingProxyType(found)
