"""A function written as the twin of another, its name turned to the counterpart and its body not: the branch adds
`highestN(values, n)` and `lowestN(values, n)`, both `return [...values].sort(descending).slice(0, n);`. Two bodies
the same under names saying opposite ends cannot both be right; the one whose body says its twin's end (`lowest`
sorting `descending`) is the copy not turned over. Its line saying the other end is the slip (mirrored.py reads such a
half-turned copy line by line)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, written_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.mirrored import words

# the two ends of an order: a name saying one, a body saying the other
_LOW = frozenset("low lowest lower small smaller smallest min minimum least fewest shortest asc ascending".split())
_LEAST = 12  # characters of code a body holds, at least: not `{ return x; }` twice
_HIGH = frozenset("high highest higher large larger largest max maximum most biggest longest desc descending".split())


@lru_cache(maxsize=2)
def twin_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests), in a function the branch added whose name and its added
    twin's differ by one word, one end of an order for the other (`lowestN`, `highestN`), their bodies the same: the
    line of the one whose body says its twin's end; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        alike: dict[tuple[tuple[str, ...], ...], list[tuple[str, list[tuple[int, str]]]]] = {}  # by body and name,
        for name, body in _added_functions(diff_rows(f.patch)):  # its end left out: the twins, each with the other
            code = tuple(" ".join(bare_code(t, f.path).split()) for _, t in body if t.strip())
            if sum(len(x) for x in code) >= _LEAST:
                stem = tuple("*" if w in _LOW | _HIGH else w for w in words(name))
                alike.setdefault((code, stem), []).append((name, body))
        for (a, body_a), (b, body_b) in (pair for group in alike.values() for pair in combinations(group, 2)):
            if (end := _turned(words(a), words(b))) is not None:
                for body, mine in ((body_a, end[0]), (body_b, end[1])):
                    other = _HIGH if mine is _LOW else _LOW
                    found |= {(f.path, n): 2 for n, t in body if set(words(bare_code(t, f.path))) & other}
    return MappingProxyType(found)


def _added_functions(parsed: Rows) -> list[tuple[str, list[tuple[int, str]]]]:
    """The functions whose head and whole body the branch added: each one's name and body rows."""
    found = []
    rows = {int(n) for n, m, _ in parsed if m == "+" and n}
    for i, (_, mark, text) in enumerate(parsed):
        if mark == "+" and opens_function(text) and (name := defined_name(text)):
            body = body_rows(parsed, i)
            if body and all(n in rows for n, _ in body):
                found.append((name, body))
    return found


def _turned(a: list[str], b: list[str]) -> tuple[frozenset[str], frozenset[str]] | None:
    """The ends two names say, when they differ in one word, one end of an order for the other."""
    apart = [(x, y) for x, y in zip(a, b, strict=False) if x != y] if len(a) == len(b) else []
    if len(apart) != 1:
        return None
    x, y = apart[0]
    if x in _LOW and y in _HIGH:
        return _LOW, _HIGH
    return (_HIGH, _LOW) if x in _HIGH and y in _LOW else None
