"""Required literals of a regex: byte strings one of which every line it matches must contain.

They let both grep engines skip lines that cannot match; the regex still decides every line it keeps.
"""

from __future__ import annotations

import re
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own regex parser, so the dialect is exactly re's
from typing import Any

Needles = tuple[bytes, ...]


def _usable(code: int, fold: bool) -> bool:
    if fold:  # non-ASCII letters also match i, k and s under IGNORECASE (e.g. the Kelvin sign)
        return code < 128 and chr(code) not in "iksIKS"
    return code != 0xFFFD and not 0xD800 <= code < 0xE000


def _required(items: Any, fold: bool) -> frozenset[str] | None:
    """Literals of which every match must contain at least one; None when nothing is certain."""
    options: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in [*items, (None, None)]:
        if op is _parser.LITERAL and _usable(av, fold):
            run.append(chr(av))
            continue
        if run:
            options.append(frozenset({"".join(run)}))
            run = []
        sub = None
        if op is _parser.SUBPATTERN and not av[1] and not av[2]:  # groups with local flags are skipped
            sub = _required(av[3], fold)
        elif op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT) and av[0] >= 1:
            sub = _required(av[2], fold)
        elif op is _parser.BRANCH:
            branches = [_required(b, fold) for b in av[1]]
            sub = None if any(b is None for b in branches) else frozenset().union(*branches)  # type: ignore[arg-type]
        if sub:
            options.append(sub)
    return max(options, key=lambda o: min(map(len, o)), default=None)


def required_needles(pattern: str, flags: int) -> tuple[Needles | None, bool]:
    """Byte strings one of which every matching line contains (None: no prefilter), and whether to lower-case."""
    parsed = _parser.parse(pattern, flags)
    fold = bool(parsed.state.flags & re.IGNORECASE)
    found = _required(parsed, fold)
    if not found:
        return None, fold
    return tuple(sorted((n.lower() if fold else n).encode() for n in found)), fold
