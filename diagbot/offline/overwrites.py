"""A running value the branch overwrote: the removed code added to what a name held (`squash = squash || has(tag,
"squash")`, `total += fee`) and the added code assigns that name without reading it (`squash = opts.Has("squash")`),
so what the code above it put there (`squash := d.config.Squash && …`) is lost: a rewrite's slip. Only where the
hunk's new side gave the name a value above that line (else the line is the value's start: `html = '<details>' +
title` for a removed `html += title`), and not where the added code still adds to it on another line."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code

_NAME = r"[A-Za-z_$][\w$]*(?:(?:\.|->)[A-Za-z_$][\w$]*)*"
# `x = x || y`, `self.n = self.n + 1`, `$t = $t . $s`: the name on both sides, joined by an operator
_RUNNING = re.compile(  # PHP's `.` between spaces: `x = x.strip()` calls a method, it adds nothing
    rf"^\s*({_NAME})\s*=\s*\1\s*(?:\|\||&&|\?\?|[-+*/|&]|\.\s|\bor\b|\band\b)(?!=)"
)
_COMPOUND = re.compile(rf"^\s*({_NAME})\s*(?:\|\||&&|\?\?|[-+*/|&.])=")  # `x += y`, `x ||= y`, `$s .= $t`
_ASSIGNS = re.compile(rf"^\s*({_NAME})\s*=(?!=)\s*(.*)$")  # a plain assignment, not a declaration: no keyword
# or type before the name


def running(lines: Iterable[str]) -> frozenset[str]:
    """The names the given lines add to, as a running value."""
    found = (_RUNNING.match(code_only(t)) or _COMPOUND.match(code_only(t)) for t in lines)
    return frozenset(m[1] for m in found if m)


def overwrites(text: str, names: frozenset[str]) -> str | None:
    """The running name the line assigns without reading it, if any."""
    m = _ASSIGNS.match(code_only(text))
    if not m or m[1] not in names:
        return None
    return None if re.search(rf"(?<![\w$.]){re.escape(m[1])}(?![\w$])", m[2]) else m[1]


@lru_cache(maxsize=2)
def overwritten_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that overwrite a running value the hunk's removed
    code added to, each with strength 2 (as a flipped pair of operands, flips.py)."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        for hunk in re.split(r"^(?=@@ )", f.patch or "", flags=re.M)[1:]:
            rows = hunk.splitlines()
            names = running(x[1:] for x in rows if x.startswith("-") and is_code(x[1:]))
            if not names:
                continue
            added = list(added_lines(hunk))
            kept = running(t for _, t in added)  # the added code still adds to it elsewhere
            new_side = [x[1:] for x in rows[1:] if not x.startswith("-")]
            for n, t in added:
                name = overwrites(t, names)
                if name and name not in kept and _set_before(new_side, t, name):
                    found[(f.path, n)] = 2
    return MappingProxyType(found)


def _set_before(new_side: list[str], line: str, name: str) -> bool:
    """A line of the hunk's new side above `line` gives `name` a value (`squash := …`, `let total = 0`), and the
    line's value is not made of one taken from it on the way (`parts = result.split(" ")`, then `result = " ".join(
    parts)`: the value carried on, rebuilt)."""
    above = [code_only(t) for t in new_side[: new_side.index(line)]] if line in new_side else []
    mentions = re.compile(rf"(?<![\w$.]){re.escape(name)}(?![\w$])")
    if not any(re.search(mentions.pattern + r"\s*(?::=|=(?!=))", t) for t in above):
        return False
    taken = {m[1] for t in above if (m := _TAKES.match(t)) and m[1] != name and mentions.search(m[2])}
    value = _ASSIGNS.match(code_only(line))
    return not any(re.search(rf"(?<![\w$.]){re.escape(t)}(?![\w$])", value[2] if value else "") for t in taken)


_TAKES = re.compile(r"^\s*(?:(?:let|var|const|my|auto|val)\s+)?([A-Za-z_$][\w$]*)\s*(?::=|=(?!=))\s*(.*)$")
