"""A helper the branch folded removed code into, and the calls of it: what the removed lines bound each of the
helper's parameters to, its lines matched against them with the parameters free (`let dr = (max - r) / d;` for `let
dr = (max - r) / delta;` binds `max` to `max` and `delta` to `d`), and whether a call hands each parameter that value
("faithful") or two of them each other's ("crossed": `rgb_hue(r, g, b, d, max)`, a slip; inlined.py flags it)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import combinations

from diagbot.offline.arguments import listed_items, param_name

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")


def flat(code: str) -> str:
    """The code without its blanks: how two lines of it compare."""
    return re.sub(r"\s+", "", code)


def slots_of(params: list[str]) -> list[str]:
    """Each parameter's name as the body uses it (`int $amount` → amount); "" where none."""
    return [n[-1] if (n := _NAME.findall(param_name(p))) else "" for p in params]


def fit(slots: list[str], bound: dict[str, str], text: str, at: tuple[str, int]) -> str:
    """The removed code the helper's body was folded from binds two of its parameters (`bound`) to the values the
    call hands the other one (`let dr = (max - r) / d;` removed, `(max - r) / delta` the body, `rgb_hue(r, g, b, d,
    max)` the call; `b"\\xdf" + struct.pack(">I", n)` removed, `code16 + struct.pack(">H", n)` the body, `b"\\xdf"`
    handed to `code16`): "crossed", the call crossed them, its function is right; "faithful" when the call hands each
    parameter the removed code bound it to; else ""."""
    calls = list(_CALL.finditer(text))  # the line's `at` call (its name, its place), its literals kept
    name, nth = at
    args = (listed_items(text, calls[nth].end()) or []) if nth < len(calls) and calls[nth][1] == name else []
    if not all(slots) or len(args) != len(slots) or not bound:
        return ""
    given = [flat(a) for a in args]
    if all(bound.get(k, v) == v for k, v in zip(slots, given, strict=True)):
        return "faithful"
    named = [(m[-1] if (m := _NAME.findall(a)) else "") == k for k, a in zip(slots, given, strict=True)]
    crossed = any(
        given[i] != given[j] and bound.get(slots[i]) == given[j] and bound.get(slots[j]) == given[i]
        and not (named[i] or named[j])  # `rough_ct` handed `self.rough_ct`: the call is right, the body turned
        for i, j in combinations(range(len(slots)), 2)
    )  # fmt: skip
    return "crossed" if crossed else ""


@dataclass(frozen=True)
class Removed:
    """A run's removed lines, without their blanks, and by each word they hold: where a helper's line may match."""

    lines: list[str]
    holding: dict[str, list[int]]

    @classmethod
    def of(cls, lines: list[str]) -> Removed:
        flats = [flat(t) for t in lines]
        holding: dict[str, list[int]] = {}
        for i, text in enumerate(lines):
            for word in set(_WORD.findall(text)) if len(flats[i]) <= _LONGEST else ():  # not a minified line
                holding.setdefault(word, []).append(i)
        return cls(flats, holding)


def bindings(lines: list[str], slots: list[str], olds: Removed) -> dict[str, str]:
    """What each parameter stood for in the removed lines the body's lines match with the parameters free (a line
    using nothing but parameters, `a + b`, tells no order); a parameter bound two ways is left out. A removed line is
    tried only when it holds the rarest of the body line's other words: no run is read once per line of a helper."""
    found: dict[str, set[str]] = {}
    group = {slot: f"p{i}" for i, slot in enumerate(slots) if slot}  # `$amount` is no group name
    for text in lines:
        parts = [p[1:] if p[1:] in group and p[:1] == "$" else p for p in re.split(_TOKEN, text)]  # PHP's `$rate`
        words = {w for p in parts if p not in group for w in _WORD.findall(p)}
        if not words or not any(p in group for p in parts) or sum(p in group for p in parts) > _PLACES:
            continue
        if not all(w in olds.holding for w in words):
            continue  # no removed line holds them all
        pattern, seen = "", set()
        for p in parts:  # a parameter's first place binds it, its others must hold the same
            pattern += (
                (f"(?P={group[p]})" if p in seen else f"(?P<{group[p]}>.+?)") if p in group else re.escape(flat(p))
            )
            seen |= {p} & group.keys()
        rarest = min((olds.holding[w] for w in words), key=len)
        for m in filter(None, (re.fullmatch(pattern, olds.lines[i]) for i in rarest)):
            for slot in seen:
                found.setdefault(slot, set()).add(m[group[slot]])
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


_TOKEN = re.compile(r"((?<![\w$.])[A-Za-z_$][\w$]*(?![\w$]))")  # a name, a parameter's among them
_WORD = re.compile(r"[\w$]+")
_LONGEST = 300  # characters of a removed line (blanks left out) compared with a helper's line
_PLACES = 6  # parameters' places in one line of a helper compared at most
