"""A statement moved past its neighbour: the branch removes `i += size` above `start = i` and adds it back below. The
two lines depend on each other (one writes the name the other reads), so their order is their meaning: `start` now
takes the index before the step, where it took it after. A line the diff removes and adds back unchanged a line or
two away, across a kept line it depends on, is the slip (or its fix; either way, the line to read)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_code

_WRITES = re.compile(r"^\s*(?:(?:let|var|const|auto|my)\s+)?\$?([A-Za-z_][\w.]*)\s*(?:[-+*/%|&^]|<<|>>)?=(?!=)")
_NAMES = re.compile(r"(?<![\w$.])\$?[A-Za-z_][\w.]*")
_APART = 2  # kept lines of code between the removed line and the same line added back, at most


@lru_cache(maxsize=2)
def stepped_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that the branch removed a line or two above or below, as
    they are, across kept lines of code that read what they write or write what they read; strength 1."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        rows = [
            (n, mark, bare_code(t, f.path).strip()) for n, mark, t in diff_rows(f.patch) if mark == "@" or is_code(t)
        ]
        for i, (n, mark, code) in enumerate(rows):
            if mark != "+" or not n or not code:
                continue
            for step in (-1, 1):
                between: list[str] = []
                k = i + step
                while 0 <= k < len(rows) and rows[k][1] == " " and len(between) < _APART:
                    between.append(rows[k][2])
                    k += step
                if between and 0 <= k < len(rows) and rows[k][1] == "-" and rows[k][2] == code:
                    if any(_depends(code, other) for other in between):
                        found[(f.path, int(n))] = 1
    return MappingProxyType(found)


def _depends(one: str, other: str) -> bool:
    """One of the two lines writes a name the other reads."""
    return any((w := _WRITES.match(a)) is not None and w[1] in _reads(b) for a, b in ((one, other), (other, one)))


def _reads(line: str) -> set[str]:
    """The names a line reads: on an assignment's right side, else all of them."""
    w = _WRITES.match(line)
    return set(_NAMES.findall(line[w.end() :] if w else line))
