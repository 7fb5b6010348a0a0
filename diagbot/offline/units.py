"""A value in one unit handed to a conversion from another: `picas_to_units(measure.points(), …)`, `inchesToMm(
scaleMm)`, `fromSeconds(timeoutMs)`. The function's name says the unit it converts from (`picas_to`, `fromSeconds`);
the argument's name says a different unit of the same kind (`points`, `Mm`): one of the two is the wrong one, and the
call is where they meet. Or a value scaled by a conversion factor the wrong way round: `heightFt * FEET_PER_METRE`
(times feet per metre takes metres), `ms / MS_PER_SECOND` is right, `seconds / MS_PER_SECOND` is not. Or a value
made a duration by another unit's constant: `time.Duration(timeoutSec) * time.Millisecond`. Only names that say a
unit outright are read (`mm`, `feet`, `seconds`; not `m`, `s`, `in`), but for a parameter whose name is the
argument's with a one-letter unit (`BerthFees(lengthM)` handed `y.LengthFt`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items, param_name, passed, value_name
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.heads import shown_heads

# each kind's units: their spellings, the first the one a name is read as, and their size in the kind's unit of size
# 1 (None: no fixed ratio to the others, as currencies have none)
_UNITS: dict[str, dict[str, float | None]] = {
    "length": {"mm millimetre millimeter millimetres millimeters": 1e-3,
               "cm centimetre centimeter centimetres centimeters": 1e-2, "metre meter metres meters": 1,
               "km kilometre kilometer kilometres kilometers": 1e3, "inch inches": 0.0254, "feet foot ft": 0.3048,
               "yard yards": 0.9144, "mile miles": 1609.344, "point points pt": 0.0254 / 72, "pica picas": 0.0254 / 6},
    "area": {"m2 sqm": 1, "mm2": 1e-6, "cm2": 1e-4, "km2": 1e6, "ha hectare hectares": 1e4},
    "time": {"ms millis millisecond milliseconds": 1e-3, "micros microsecond microseconds": 1e-6,
             "nanos nanosecond nanoseconds": 1e-9, "second sec secs seconds": 1, "minute minutes mins": 60,
             "hour hours": 3600, "day days": 86400, "week weeks": 604800,
             "hundredths hundredth centisecond centiseconds": None},  # no size: a clock's digits, not a unit converted
    "mass": {"mg milligram milligrams": 1e-6, "gram grams": 1e-3, "kg kilo kilos kilogram kilograms": 1,
             "pound lb lbs pounds": 0.45359237, "oz ounce ounces": 0.028349523125, "tonne tonnes": 1e3},
    "volume": {"litre litres liter liters": 1, "ml millilitre millilitres milliliter milliliters": 1e-3},
    "money": {"cents cent": None, "pence penny": None, "dollars": None, "euros": None},
    "temperature": {"celsius": None, "fahrenheit": None, "kelvin": None},
    "angle": {"deg degrees": None, "rad radians": None},
    "data": {"bytes byte": None, "kb kib": None, "mb mib": None, "gb gib": None, "bits": None},
}  # fmt: skip
_CANON = {w: words.split()[0] for units in _UNITS.values() for words in units for w in words.split()}
_KIND = {_CANON[w]: kind for kind, units in _UNITS.items() for words in units for w in words.split()}
SIZE = {words.split()[0]: size for units in _UNITS.values() for words, size in units.items()}
_PART = re.compile(r"[A-Z]?[a-z]+\d?|[A-Z]+\d?(?![a-z])")  # camelCase, snake_case and UPPER words; `mm2`, `M2`
_CONVERTS = re.compile(  # `picas_to_units(`, `inchesToMm(`, `from_seconds(`, `fromMinutes(`, `ofMillis(`: the unit
    r"(?<![\w$])(?:([A-Za-z]+)(?:_to_|To)[A-Za-z_]+|(?:from_|from|of)([A-Za-z]+))\s*\("  # converted from
)
_TIMES_UNIT = re.compile(  # `* time.Microsecond`, `* int64(time.Second)`, `* Duration::SECOND`: a value made a duration
    r"\*\s*(?:[\w.]+\(\s*)?[A-Za-z_]\w*(?:\.|::)([A-Za-z]+)\b\s*\)?\s*(?![\w$(.\[])"
)


def unit(word: str) -> str | None:
    """The unit a word of a name says, in one spelling (`Picas` → `pica`), if it says one."""
    return _CANON.get(word.lower())


def kind(unit_: str) -> str:
    """The kind of a unit `unit` said (`mm` → length)."""
    return _KIND[unit_]


def name_units(name: str) -> list[str]:
    """The units the words of a name say, in order (`area_mm2` → [mm2]); none for a rate, a unit per another
    (`pricePerOunce`, `usPerSecond`): it is no amount of either."""
    words = name_words(name)
    return [] if "per" in words else [u for w in words if (u := unit(w))]


def name_words(name: str) -> list[str]:
    """A name's words, lower case (`price_per_t`: price, per, t; `lengthM`: length, m)."""
    return [p.lower() for p in _PART.findall(name)]


def _units(name: str) -> set[str]:
    return set(name_units(name))


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
            right = units[1] if m[o] == "*" else units[0]  # times A per B takes B; over A per B takes A
            wrong, chained = min(said), re.match(r"\s*[*/]", code[m.end() :])  # `hours * SECONDS_PER_MINUTE * 60`
            if wrong != right and _KIND[wrong] == _KIND[right] and (wrong in units or not chained):  # `cm / MM_PER_IN`
                return f"`{m[a]}` ({wrong}) {'times' if m[o] == '*' else 'over'} `{m[b]}` ({units[0]} per {units[1]})"
    return None


def _made(code: str) -> str | None:
    """A value named in one unit made a duration of another by a unit constant: `int64(ms % 1000) *
    int64(time.Microsecond)` (not `days * 24 * time.Hour`, converted on the way)."""
    made = [(m[1], _left(code, m.start()), m[0].strip("* ")) for m in _TIMES_UNIT.finditer(code)]
    for word, operand, said_as in made:
        if _CONVERTED.search(operand):  # `days * 24 * time.Hour`: converted on the way
            continue
        to = unit(word)
        said = {u for n in re.findall(r"[A-Za-z_$][\w$]*", operand) for u in _units(n)}
        if to and (same := {u for u in said if _KIND[u] == _KIND[to]}) and to not in same:
            return f"`{operand.strip()}` ({', '.join(sorted(same))}) made `{said_as}` ({to})"
    return None


_CONVERTED = re.compile(r"[*/]\s*\(?\s*(?:\d|\w*(?:_PER_|_per_|Per))|(?:\d[\w.]*|(?:_PER_|_per_|Per)\w*)\s*\)?\s*[*/]")


def _left(code: str, end: int) -> str:
    """The operand before `end`: back to an opening bracket, a comma, an assignment or a statement's start."""
    depth, i = 0, end
    while i > 0:
        ch = code[i - 1]
        depth += {")": 1, "]": 1, "(": -1, "[": -1}.get(ch, 0)
        if depth < 0 or (depth == 0 and ch in ",=;{:"):
            break
        i -= 1
    return code[i:end]


def mixed(text: str) -> str | None:
    """What the line's conversion call is handed in another unit than its name converts from: `` `measure.points()`
    (point) to `picas_to_units` (pica) ``; or a value it scales by a factor the wrong way round (`` `heightFt`
    (feet) times `FEET_PER_METRE` (feet per metre) ``)."""
    code = code_only(text)
    if scaled := _scaled(code) or _made(code):
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


def handed(text: str, definitions: Sequence[str]) -> str | None:
    """What the line hands, as it is, to a parameter named in another unit of its kind, of a function one of the
    `definitions` opens: `` `$batch->thicknessMm` (mm) to `float $thicknessCm` (cm) of `minutes` ``."""
    for name, _, args, params in passed(text, definitions):
        for arg, param in zip(args, params, strict=True):
            said, wanted = _units(value_name(arg)), _units(param_name(param))  # not converted on the way: as it is
            wanted = wanted or _lettered(param_name(param), value_name(arg), said)
            if len(said) == len(wanted) == 1 and said != wanted and _KIND[min(said)] == _KIND[min(wanted)]:
                return f"`{arg}` ({min(said)}) to `{param.strip()}` ({min(wanted)}) of `{name}`"
    return None


LETTERS = {"length": {"m": "metre"}, "time": {"s": "second", "h": "hour"}, "mass": {"g": "gram", "t": "tonne"}}


def _lettered(param: str, arg: str, said: set[str]) -> set[str]:
    """The unit a parameter's one-letter last word says (`lengthM`: metres), read only where the argument is the same
    value named in a unit of that letter's kind (`y.LengthFt`: a length): alone, `m` could be metres or minutes."""
    mine, its = name_words(param), name_words(arg)
    if len(said) != 1 or len(mine) < 2 or len(mine[-1]) != 1 or mine[:-1] != [w for w in its if not unit(w)]:
        return set()
    letter = LETTERS.get(_KIND[min(said)], {}).get(mine[-1])
    return {letter} if letter else set()


@lru_cache(maxsize=2)
def mixed_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) whose conversion call is handed a value in another
    unit, or that hand one as it is to a parameter named in another (of a function whose head the diff shows), each
    with strength 2 (as a flipped pair of operands, flips.py)."""
    heads = shown_heads(changes)
    found = {
        (f.path, n): 2 for f in source_files(changes) for n, t in added_lines(f.patch) if mixed(t) or handed(t, heads)
    }
    return MappingProxyType(found)
