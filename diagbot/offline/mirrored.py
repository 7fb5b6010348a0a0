"""A line written as the twin of one beside it, turned over from one counterpart to the other (`height` for
`width`, `max` for `min`, `left` for `right`) but for one place that kept the first:

    width = scale(box.width, ratio)
    height = scale(box.width, ratio)

The twins have the same words in the same order but for the counterparts; the line holding both words of the pair,
where its twin holds one, is the copy not fully turned over (the slip a pasted line makes)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.vocabulary import EXPECTATION

# words that name the two sides of one thing; a twin line says the other of each
_PAIRS = (
    "left right, length width, min max, start end, begin end, first last, top bottom, width height, lat lon, lat"
    " lng, north south, east west, head tail, prev next, before after, upper lower, row col, rows cols, inner"
    " outer, horizontal vertical, lo hi, low high, floor ceil, debit credit, buy sell, home away, inbound outbound,"
    " src dst, x y, a b, lhs rhs, source target, old new, first second"
)
COUNTERPARTS: dict[str, frozenset[str]] = {}
for _a, _b in (p.split() for p in _PAIRS.split(",")):
    COUNTERPARTS[_a] = COUNTERPARTS.get(_a, frozenset()) | {_b}
    COUNTERPARTS[_b] = COUNTERPARTS.get(_b, frozenset()) | {_a}
_IDENTIFIER = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*")  # not the `xA5B` of a hex number
_PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+")  # `monoDecentration` → mono, decentration; `PD_R` → pd, r
_LABEL = re.compile(r"(['\"])([A-Za-z_][A-Za-z_\d]*)\1")
_ROWS = 3  # a twin is one of the next three added lines of code
_SPREAD = 6  # within this many lines of the file


def words(text: str) -> list[str]:
    """The line's code words in order, each name cut into its parts, in lower case (strings left out, but for a
    label naming one side, `'width'`, which says the side as a name does)."""
    text = _LABEL.sub(lambda m: f" {m[2]} " if m[2].lower() in COUNTERPARTS else m[0], text)  # `runs: 'width'`: a label
    return [p.lower() for name in _IDENTIFIER.findall(code_only(text)) for p in _PART.findall(name)]


def half_turned(a: str, b: str) -> int | None:
    """Of two twin lines, 0 or 1 for the one that holds both words of a pair of counterparts where the other holds
    one; None when they are not twins so (another word differs, or a second pair)."""
    wa, wb = words(a), words(b)
    if len(wa) != len(wb) or len(wa) < 3:
        return None
    apart = {(x, y) for x, y in zip(wa, wb, strict=True) if x != y}
    if len({frozenset(a) for a in apart}) != 1 or (pair := min(apart))[1] not in COUNTERPARTS.get(pair[0], ()):
        return None  # the twins differ in the counterparts alone, one pair of them
    p, q = pair
    kept_p = any(x == y == p for x, y in zip(wa, wb, strict=True))
    kept_q = any(x == y == q for x, y in zip(wa, wb, strict=True))
    if len(apart) == 2:  # the pair swapped (`across: q.width, along: q.length` then `across: q.length, …`): the copy
        return 1 if kept_p != kept_q else None  # below kept one of its words where it should have swapped it too
    return 1 if kept_p and not kept_q else 0 if kept_q and not kept_p else None


@lru_cache(maxsize=2)
def mirrored_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that a twin line beside them shows half turned over
    from one counterpart to the other, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        rows = [(n, t) for n, t in added_lines(f.patch) if not EXPECTATION.search(t)]  # not a test's expectations
        for i, (n, text) in enumerate(rows):
            for m, twin in rows[i + 1 : i + 1 + _ROWS]:
                which = half_turned(text, twin) if m - n <= _SPREAD else None
                if which is not None:
                    found[(f.path, (n, m)[which])] = 2
    return MappingProxyType(found)
