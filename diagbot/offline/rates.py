"""An amount multiplied by a rate per another unit of its kind: `out->store_kg * tf->price_per_t[crop]` (kilograms
times a price per tonne), `minutes * rate_per_hour`. A rate's name says what it is per; the amount's name says what it
is in; when the two are units of one kind that differ, and no number on the line converts one to the other (`/ 1000.0`),
the product is off by their ratio (units.py reads the other mix-ups of units)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import written_files
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines
from diagbot.offline.units import LETTERS, kind, name_units, name_words, unit

_OPERAND = r"(?<![\w$.>])((?:[A-Za-z_$][\w$]*(?:\(\))?\s*(?:\.|->)\s*)*[A-Za-z_$][\w$]*(?:\(\))?)(?:\[[^\]]*\])?"
_PRODUCT = re.compile(rf"{_OPERAND}\s*\*\s*{_OPERAND}(?![\w$(.])")
_NUMBER = re.compile(r"[*/]\s*\(?\s*\d|\d[\d_.]*\s*\)?\s*[*/]")  # a number multiplying or dividing: a conversion


def rated(text: str) -> str | None:
    """What the line multiplies by a rate per another unit of the amount's kind: `` `out->store_kg` (kg) times
    `tf->price_per_t` (per tonne) ``."""
    code = code_only(text)
    if _NUMBER.search(code):
        return None  # converted on the way (`store_kg / 1000.0 * price_per_t`)
    for m in _PRODUCT.finditer(code):
        for amount, rate in ((m[1], m[2]), (m[2], m[1])):
            said = set(name_units(amount.rpartition(">")[2].rpartition(".")[2]))
            per = _per(rate.rpartition(">")[2].rpartition(".")[2], kind(min(said))) if len(said) == 1 else None
            if per and per not in said:
                return f"`{amount}` ({min(said)}) times `{rate}` (per {per})"
    return None


def _per(rate: str, kind_: str) -> str | None:
    """The unit of `kind_` a rate's name says it is per (`price_per_t`: tonne), if it says one."""
    words = name_words(rate)
    if "per" not in words or words.index("per") + 1 >= len(words):
        return None
    word = words[words.index("per") + 1]
    per = unit(word) or LETTERS.get(kind_, {}).get(word)
    return per if per and kind(per) == kind_ else None


@lru_cache(maxsize=2)
def rated_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) multiplying an amount by a rate per another unit of
    its kind, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found = {(f.path, n): 2 for f in written_files(changes) for n, t in added_lines(f.patch) if rated(t)}
    return MappingProxyType(found)
