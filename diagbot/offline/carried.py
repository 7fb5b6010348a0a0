"""A computation carried into a new loop as it was: the branch replaced `rateAt($booking->start)`, priced once for the
whole booking, with a loop over the booking's parts, `foreach ($booking->slots() as $slot)`, and the loop's line
still calls `rateAt($booking->start)` for every part, reading the whole where the part was meant, while the loop's
other lines read `$slot`. Each part gets the first part's answer."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import Rows, bare_code, body_rows, diff_rows, removed_by_run, written_files
from diagbot.offline.kinds import is_code

_ROOT = r"\$?[A-Za-z_]\w*"
_LOOPS = (  # a loop over a value's parts: (the iterated expression, the name each part gets)
    re.compile(r"^\s*foreach\s*\(\s*(?P<over>.+?)\s+as\s+(?:\$\w+\s*=>\s*)?(?P<item>\$\w+)\s*\)"),  # PHP
    re.compile(
        rf"^\s*for\s*\(\s*(?:const|let|var|final|auto&?|[\w<>&:]+)\s+(?P<item>{_ROOT})\s*(?:of|:)\s*(?P<over>.+)\)"
    ),
    re.compile(rf"^\s*for\s+(?P<item>{_ROOT})\s+in\s+(?P<over>.+?)\s*[:{{]\s*$"),  # Python, Rust
    re.compile(rf"^\s*for\s+(?:_|\w+)\s*,\s*(?P<item>{_ROOT})\s*:?=\s*range\s+(?P<over>.+?)\s*\{{"),  # Go
    re.compile(r"^\s*(?P<over>.+?)\.each\s+do\s*\|\s*(?P<item>\w+)\s*\|"),  # Ruby
)
_CALL = re.compile(r"(?<![\w$])([A-Za-z_]\w*)\s*\(([^()]*(?:\([^()]*\)[^()]*)*)\)")  # a call and its arguments
_OWN = frozenset({"$this", "this", "self"})


@lru_cache(maxsize=2)
def carried_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The lines of a loop the branch added in place of removed code that hand a call the very arguments that code
    handed one (the function renamed or not), one of them a field of the value the loop walks the parts of, and
    never read the part, while another line of the loop does; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        spans, removed = removed_by_run(parsed)
        added = {int(n) for n, mark, _ in parsed if mark == "+" and n}
        for i, (n, mark, text) in enumerate(parsed):
            loop = next((x for rx in _LOOPS if (x := rx.match(bare_code(text, f.path)))), None) if mark == "+" else None
            if n and loop:
                calls = {_flat(c[2]) for t in removed[spans[i]] for c in _CALL.finditer(bare_code(t, f.path))}
                found |= {(f.path, line): 2 for line in _carrying(parsed, i, loop, calls, added, f.path)}
    return MappingProxyType(found)


def _carrying(parsed: Rows, i: int, loop: re.Match[str], removed: set[str], added: set[int], path: str) -> list[int]:
    """The `added` lines of the loop at row `i` that carried a call over as its run's `removed` lines made it (the
    arguments of each), never reading the part (see carried_lines)."""
    item, root = loop["item"], re.match(r"\s*(\$?[A-Za-z_]\w*)", loop["over"])
    body = body_rows(parsed, i)
    if root is None or root[1] in _OWN or body is None:
        return []
    field = re.compile(rf"(?<![\w$]){re.escape(root[1])}\s*(?:\.|->)\s*[A-Za-z_]\w*(?!\s*\()")  # `$booking->start`
    reads = re.compile(rf"(?<![\w$]){re.escape(item)}(?![\w])")
    codes = {n: bare_code(t, path) for n, t in body if is_code(t)}
    if not any(reads.search(c) for c in codes.values()):
        return []  # the parts are never read: a loop that repeats, not one that walks
    return [
        n
        for n, c in codes.items()
        if n in added
        and not reads.search(c)
        and any(_flat(call[2]) in removed and field.search(call[2]) for call in _CALL.finditer(c))
    ]


def _flat(call: str) -> str:
    return re.sub(r"\s+", "", call)
