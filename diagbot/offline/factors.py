"""A value converted from one unit to another by a number that is not the ratio of the two: `section_m2 =
area_mm2(bar) / 1000` (square millimetres to square metres is a million), `seconds + source.microsecond / 1000.0`
(a microsecond is a millionth of a second), `grams <= upToKg * 100`. The value scaled names its unit
(`area_mm2`, `microsecond`, `upToKg`); so does the name it is given to, added to or compared with (`section_m2`,
`seconds`, `grams`), of the same kind: the number between them is the conversion, and the names say what it must
be. With no such name on the line, a value divided by a conversion's number must come out in a unit of its kind:
`seam_mm / 100.0` makes tenths of a metre, which no code counts in (`/ 1000.0` makes metres); not so for time, whose
tenths and hundredths of a second a clock shows. Only names that say a unit outright are read (`mm2`, `km`,
`seconds`, `grams`; not `m`, `s`, `g`). A decimal shifted by powers of ten reads as the division or multiplication
it is (Java's `BigDecimal.valueOf(millimetres, 2)` is `millimetres / 100`)."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.units import SIZE, kind, name_units

_NAME = r"\$?[A-Za-z_][\w$]*(?:\s*(?:\.|->|::)\s*[A-Za-z_$][\w$]*)*(?:\(\))?"
_NUMBER = r"\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?"
_SCALED = (  # `area_mm2(bar) / 1000`, `upToKg * 100`, `1000 * lengthKm`: (the value, the operator, the number)
    (re.compile(rf"(?<![\w$.])({_NAME})(?:\([^()]*\))?\s*([*/])\s*({_NUMBER})(?![\w.])"), (1, 2, 3)),
    (re.compile(rf"(?<![\w$.)\]])({_NUMBER})\s*(\*)\s*({_NAME})(?![\w$.(\[])"), (3, 2, 1)),
)
_WORD = re.compile(r"\$?[A-Za-z_][\w$]*")


# the numbers a conversion multiplies or divides by: a ratio of two units of a kind (12 inches a foot, 60, 1000)
_SIZED = {u: size for u, size in SIZE.items() if size}  # the units with a size: not currencies, not degrees
_CONVERTS = sorted(
    {round(_SIZED[a] / _SIZED[b], 6) for a in _SIZED for b in _SIZED if _SIZED[a] > _SIZED[b] and kind(a) == kind(b)}
)


def _unit(name: str) -> tuple[str, float] | None:
    """The unit the last word of a name that says one says, with its size (`area_mm2` → square millimetres,
    `upToKg` → kilograms); none for a rate (`usPerSecond`, `price_per_kg`: a unit per another)."""
    said = name_units(name.rsplit(".", 1)[-1].rsplit(">", 1)[-1])
    return (kind(said[-1]), _SIZED[said[-1]]) if said and said[-1] in _SIZED else None


def _converts(factor: float) -> bool:
    """The number is one a unit conversion uses (not `minutes / 30` for half hours, nor `DAY / 2`)."""
    return any(math.isclose(factor, r, rel_tol=0.01) for r in _CONVERTS)


def _sized(kind_: str, size: float) -> bool:
    """A unit of that kind has that size (a value divided into it is in that unit)."""
    return any(math.isclose(size, s, rel_tol=0.01) for u, s in _SIZED.items() if kind(u) == kind_)


def _ratio(number: str) -> float | None:
    try:
        return float(number.replace("_", ""))
    except ValueError:
        return None


# a decimal shifted by powers of ten: Java's `BigDecimal.valueOf(mm, 3)` (mm / 1000), `mm.movePointLeft(3)`,
# `m.movePointRight(3)` (m * 1000)
_SHIFTS = re.compile(
    rf"\bBigDecimal\.valueOf\(\s*({_NAME})\s*,\s*(\d)\s*\)|(?<![\w$.])({_NAME})\.movePoint(Left|Right)\(\s*(\d)\s*\)"
)


def _shifted(m: re.Match[str]) -> str:
    """The shift as the division or multiplication it is (`mm / 1000`)."""
    name, op, digits = (m[1], "/", m[2]) if m[1] else (m[3], "/" if m[4] == "Left" else "*", m[5])
    return f"{name} {op} {10 ** int(digits)}"


def _chained(factor: float | None, op: str, after: str) -> float | None:
    """The factor with the numbers the same operator goes on to apply (`week * 7 * 24 * 60`: 10080, minutes a week)."""
    step = re.compile(rf"\s*\{op}\s*({_NUMBER})(?![\w.])")
    while factor and (m := step.match(after)) and (n := _ratio(m[1])):
        factor, after = factor * n, after[m.end() :]
    return factor


def misconverted(text: str) -> str | None:
    """What the line scales from one unit to another by a number other than their ratio: `` `area_mm2` over 1000,
    where one of its unit is 1e-06 of the other name's `` (`section_m2 = area_mm2(bar) / 1000`)."""
    code = _SHIFTS.sub(_shifted, code_only(text))
    scaled = {m[a] for rx, (a, _, _) in _SCALED for m in rx.finditer(code)}  # each converted by a number of its own
    for rx, (a, o, b) in _SCALED:
        for m in rx.finditer(code):
            source, factor = _unit(m[a]), _chained(_ratio(m[b]), m[o], code[m.end() :])
            if source is None or not factor or not _converts(factor):
                continue
            rest = code[: m.start()] + " " + code[m.end() :]
            alike = {u for w in _WORD.findall(rest) if (u := _unit(w)) and u[0] == source[0] and w not in scaled}
            # not a term converted on its own (`days / 7 + ms / 6048e5`: both to weeks, neither to the other)
            if not alike and m[o] == "/" and source[0] != "time" and not _sized(source[0], source[1] * factor):  # a
                # tenth or hundredth of a second is what a clock's digits show: not a slip
                return f"`{m[a]}` over {m[b]}, in units {m[b]} times its own, which no unit of its kind is"
            others = {u for u in alike if u != source}
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
    units their names say, each with strength 2 (as a flipped pair of operands, flips.py); not one the removed code
    converted so too (`hours * 60 * 60` under a `minutes =` kept as it was, a name renamed beside it)."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        had = {said for t in (f.patch or "").splitlines() if t.startswith("-") and (said := misconverted(t[1:]))}
        found |= {(f.path, n): 2 for n, t in added_lines(f.patch) if (said := misconverted(t)) and said not in had}
    return MappingProxyType(found)
