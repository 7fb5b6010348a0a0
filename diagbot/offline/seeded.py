"""A loop handing a call the value its running name was seeded from: `let mut rest = d;`, then in the loop
`dominant_time_unit(rest)` and `split_up(d, tu)`, and `rest = rem;`. The running name is there to be read in the
loop's place of the seed, and another call in the loop reads it so; the call still handed the seed gets the first
pass's value on every pass. That line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from itertools import islice
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, written_files

# `let mut rest = d;`, `rest := d`, `var rest = d;`, `$rest = $d;`, `rest = d`: a name seeded from another, bare
_SEED = re.compile(
    r"^\s*(?:(?:let|var|mut|auto|my)\s+)*\$?([A-Za-z_]\w*)\s*(?::\s*[\w<>\[\]]+\s*)?:?=\s*\$?([A-Za-z_]\w*)\s*;?\s*$"
)
_LOOP = re.compile(r"^\s*(?:\}\s*)?(?:while|for|loop|until|do)\b")
_NEAR = 6  # new-side rows from the seed to its loop's head, at most


@lru_cache(maxsize=2)
def seeded_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that hand a call, in a loop, the value a name bound just
    above the loop was seeded from, while the loop binds that name again and hands it to another call; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        code = [bare_code(t, f.path) if m != "@" else "" for _, m, t in parsed]
        for i, (_, mark, _) in enumerate(parsed):
            if mark in "-@" or not (seed := _SEED.match(code[i])) or seed[1] == seed[2] or seed[2] in _WORDS:
                continue
            kept = islice((j for j in range(i + 1, len(parsed)) if parsed[j][1] != "-"), _NEAR)  # removed rows aside
            head = next((j for j in kept if _LOOP.match(code[j])), None)
            body = body_rows(parsed, head) if head is not None else None
            if body:
                found |= {(f.path, n): 2 for n in _seed_reads(parsed, body, seed[1], seed[2], f.path)}
    return MappingProxyType(found)


_WORDS = {"true", "false", "null", "nil", "None", "True", "False", "self", "this", "undefined"}


def _seed_reads(parsed: Rows, body: list[tuple[int, str]], running: str, seed: str, path: str) -> list[int]:
    """The added lines of the loop's body handing `seed` to a call, when the body binds `running` again (not
    `seed`) and, on another line than that binding, hands `running` to a call too."""
    added = {int(n) for n, mark, _ in parsed if mark == "+" and n}
    lines = [(n, bare_code(t, path)) for n, t in body]
    binds_running, hands_running, hands_seed = _binds(running), _handed(running), _handed(seed)
    if not any(binds_running.search(c) for _, c in lines) or any(_binds(seed).search(c) for _, c in lines):
        return []
    if not any(hands_running.search(c) and not binds_running.search(c) for _, c in lines):
        return []  # its own binding (`rest = less(rest, x)`) hands it over, as a loop over no other read would
    return [n for n, c in lines if n in added and hands_seed.search(c) and not hands_running.search(c)]


def _binds(name: str) -> re.Pattern[str]:
    """`name = …`, `name += …`, `$name = …` at a statement's start."""
    return re.compile(rf"^\s*\$?{re.escape(name)}\s*(?:[-+*/%]|<<|>>)?=(?!=)")


def _handed(name: str) -> re.Pattern[str]:
    """`name` as a whole argument of a call: `f(name, …)`, `f(a, name)`, `f(&name)`."""
    return re.compile(rf"[\w$>)\]]\s*\(\s*(?:[^()]*,\s*)?[&*]?\$?{re.escape(name)}\s*[,)]")
