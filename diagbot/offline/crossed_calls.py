"""A call the branch added that hands a function the diff shows its arguments each in the place of another's
parameter (`Size.fit(child.heightCm(), child.chestCm())` to `fit(int chestCm, int heightCm)`; heads.py finds them),
read as a slip when the argument is named outright for the other parameter (its name, or every word of it), less the
calls that cross on purpose: a head (a keyword parameter's default is no call), an assertion
(a test's own call), a function calling itself (a recursion hands its roles on: `walk(node.right, node.left)`), and
a call whose arguments the file also hands the same function the other way round (both orientations tried:
`max(fit(w, l), fit(l, w))`, on the line or beside it)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import across, kept, named_for, passed
from diagbot.offline.change import new_side, source_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.heads import crossing_lines, shown_heads

_ASSERTS = re.compile(r"\b(?:assert\w*|expect|check)!?\s*\(|\bassert\s")  # `assert_eq!(`, `assertEquals(`, `assert x`


_Call = tuple[str, list[str], list[str], list[str]]  # the function's name, the arguments, its parameters, as written


@lru_cache(maxsize=2)
def crossed_call_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines calling a function the diff shows with arguments out of place, not on purpose; strength 1:
    names alone tell it (a parameter may be named for a role the argument plays here)."""
    crossing = crossing_lines(changes)
    if not crossing:
        return MappingProxyType({})
    heads = shown_heads(changes)
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        lines = sorted(n for p, n in crossing if p == f.path)
        side = new_side(f.patch) if lines else {}
        owners = _owners(side) if lines else {}
        for n in lines:
            text = side.get(n, "")
            if opens_function(text) or _ASSERTS.search(text):
                continue
            calls = [(name, args, params, kept(listed)) for name, listed, args, params in passed(text, heads)]
            if any(_on_purpose(side, n, owners.get(n), call, heads) for call in calls):
                continue
            found[(f.path, n)] = 1
    return MappingProxyType(found)


def _on_purpose(side: dict[int, str], n: int, owner: str | None, call: _Call, heads: tuple[str, ...]) -> bool:
    """The call at line n (in the function `owner` names) crosses, if at all, by a word alone (an argument not named
    outright for the parameter it seems meant for: `goPath` for `path`, a value computed, `str_getcsv(trim($line))`),
    or on purpose: a recursion, or a call turned beside itself."""
    name, args, params, typed = call
    ij = across(args, params, typed)
    if ij is None:
        return False
    if not named_for(args[ij[0]], params[ij[1]]):
        return True
    return name == owner or _turned_elsewhere(side, n, name, args, heads)


def _owners(side: dict[int, str]) -> dict[int, str | None]:
    """Each line the page shows, with the name of the nearest function head above it (in one pass: a page of 10,000
    calls asks it of every line)."""
    owners: dict[int, str | None] = {}
    owner = None
    for n in sorted(side):
        owners[n] = owner
        if opens_function(side[n]):
            owner = defined_name(side[n])
    return owners


def _turned_elsewhere(side: dict[int, str], n: int, name: str, args: list[str], heads: tuple[str, ...]) -> bool:
    """A line of the same function beside line n (or n itself) calls `name` with the same arguments in another order."""
    return any(
        other != args and sorted(other) == sorted(args)
        for k in range(n - 4, n + 5)
        if name in (t := side.get(k, "")) and not any(opens_function(side.get(m, "")) for m in _between(k, n))
        for called, _, other, _ in passed(t, heads)
        if called == name
    )


def _between(k: int, n: int) -> range:
    """The lines after the upper of k and n, down to the lower one: a head there starts another function."""
    return range(min(k, n) + 1, max(k, n) + 1)
