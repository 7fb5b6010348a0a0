"""A conversion factor defined with a number other than the ratio its name says: `GRAMS_PER_TROY_OUNCE = 28.349523125`
(a troy ounce is 31.1034768 grams; 28.35 weighs an ordinary ounce), `CUBIC_METRES_PER_ML = 1_000_000.0`,
`SECONDS_PER_DAY = 60 * 60 * 12`. The name says both units (`A_PER_B`, `aPerB`, `A_IN_B`), of one kind and each of a
known size; the value is a number, or a product of numbers, written on the line. A value within a hundredth of the
ratio is a rounding (`2.2` pounds a kilogram), not a slip. Only names that say a unit outright are read (as units.py
reads them); `square` and `cubic` make a length an area or a volume, `troy` an ounce or a pound the bullion trade's."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.units import SIZE, kind, name_words, unit

_DEFINED = re.compile(  # `const X = 1`, `X: f64 = 1.0;`, `static final double X = 1;`, `x := 24 * 60`: (name, value)
    r"(?<![\w$.])\$?([A-Za-z_][\w]*)\s*(?::\s*[\w:<>\[\] ]+?)?\s*:?=(?!=)\s*"
    r"([\d_.eE()*/\s]*\d[\d_.eE()*/\s]*?)(?:_?(?:[fFdDlLuU]|[fiu](?:8|16|32|64|128|size)))?\s*[;,]?\s*$"
)
_TOKEN = re.compile(r"\s*(?:(\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?)|([*/()]))")
_POWER = {"square": 2, "sq": 2, "cubic": 3, "cu": 3}  # a length raised: an area, a volume
_TROY = {"oz": 0.0311034768, "pound": 0.3732417216}  # the bullion trade's ounce and pound, in kilograms
_LITRES_PER_CUBIC_METRE = 1000.0


def _value(expr: str) -> float | None:
    """The number a product or quotient of numbers comes to (`60 * 60 * 24`, `(1000 * 60)`); none for anything else."""
    tokens, at = [], 0
    while at < len(expr.rstrip()):
        if not (m := _TOKEN.match(expr, at)):
            return None
        tokens.append(m[1].replace("_", "") if m[1] else m[2])
        at = m.end()
    value, rest = _product(tokens)
    return value if value and value > 0 and not rest else None


def _product(tokens: list[str]) -> tuple[float | None, list[str]]:
    """A product of factors (`a * b / c`) read off the front of the tokens, and the tokens after it."""
    value, rest = _factor(tokens)
    while value is not None and rest and rest[0] in ("*", "/"):
        op, (other, rest) = rest[0], _factor(rest[1:])
        if not other:
            return None, rest
        value = value * other if op == "*" else value / other
    return value, rest


def _factor(tokens: list[str]) -> tuple[float | None, list[str]]:
    """A number, or a bracketed product, read off the front of the tokens, and the tokens after it."""
    if not tokens:
        return None, tokens
    if tokens[0] == "(":
        value, rest = _product(tokens[1:])
        return (value, rest[1:]) if rest[:1] == [")"] else (None, rest)
    try:
        return float(tokens[0]), tokens[1:]
    except ValueError:
        return None, tokens


def _side(words: list[str]) -> tuple[str, float] | None:
    """The kind and size of the unit a side of the name says, and nothing else (`cubic metres`: a volume of 1000
    litres; not `max minutes`, a budget, nor `pitch per day`), if it says one."""
    *before, last = words or [""]
    u = unit(last)
    if not u or not SIZE.get(u) or len(before) > 1 or (before and before[0] not in (*_POWER, "troy")):
        return None
    size = SIZE[u] or 0.0
    if before == ["troy"] and u in _TROY:
        return kind(u), _TROY[u]
    if before and before[0] in _POWER and kind(u) == "length":
        power = _POWER[before[0]]
        return ("area", size**2) if power == 2 else ("volume", size**3 * _LITRES_PER_CUBIC_METRE)
    return (kind(u), size) if not before else None


def misvalued(text: str) -> str | None:
    """What the line defines a conversion factor as, where its name says another ratio: `` `GRAMS_PER_TROY_OUNCE` is
    28.349523125, where a troy ounce is 31.1035 grams ``."""
    m = _DEFINED.search(code_only(text))
    if not m or (value := _value(m[2])) is None:
        return None
    words = name_words(m[1])[1:] if re.match(r"k[A-Z]", m[1]) else name_words(m[1])  # C++'s `kLitresPerGallon`
    cut = next((i for i, w in enumerate(words) if w in ("per", "in")), None)
    if cut is None:
        return None
    top, bottom = _side(words[:cut]), _side(words[cut + 1 :])
    if not top or not bottom or top[0] != bottom[0] or top[1] == bottom[1]:
        return None
    ratio = bottom[1] / top[1]
    if math.isclose(value, ratio, rel_tol=0.01):
        return None
    return f"`{m[1]}` is {m[2].strip()}, where the units its name says make {ratio:.6g}"


@lru_cache(maxsize=2)
def misvalued_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that define a conversion factor as a number other than
    the ratio its name says, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found = {(f.path, n): 2 for f in source_files(changes) for n, t in added_lines(f.patch) if misvalued(t)}
    return MappingProxyType(found)
