"""Code rewritten into calls of one function, each call handed the values the code it replaced read, but one: the
branch turns `(lap.end - lap.start).seconds` into `elapsed(lap.start, lap.end)` and the like for every interval,
and `(t.stopped - t.started).seconds` into `elapsed(t.paused, t.stopped)`. A refactor maps each old line to its
call by one rule; the call handed a value its old code never read broke that rule, so it is the slip, not the
function it calls."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.arguments import listed_items, value_name
from diagbot.offline.calls import code_only
from diagbot.offline.change import source_files
from diagbot.offline.factored import numbered_runs

_CALL = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(")
_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_FAITHFUL = 2  # calls of the function handed only the values their old code read, at least, beside the one


@lru_cache(maxsize=2)
def unfaithful_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files that replace a run of code with a call handed a value that code
    never read, where at least _FAITHFUL other runs of the file rewritten into calls of the same function hand it
    only values their code read; strength 2, as sure as a flipped pair of operands (flips.py)."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        if unread_kind(f.path):  # a built or vendored copy: its code is a tool's
            continue
        calls: dict[str, list[tuple[int, bool]]] = {}  # by function: each rewritten call's line, and if it is faithful
        for removed, [(line, text)] in (run for run in numbered_runs(f.patch or "") if run[0] and len(run[1]) == 1):
            read = set(_NAME.findall(" ".join(code_only(r) for r in removed)))
            for name, values in _handed(text):
                calls.setdefault(name, []).append((line, all(v in read for v in values)))
        for rewrites in calls.values():
            odd = [line for line, faithful in rewrites if not faithful]
            if len(odd) == 1 and len(rewrites) - 1 >= _FAITHFUL:
                found[(f.path, odd[0])] = 2
    return MappingProxyType(found)


def _handed(text: str) -> Iterator[tuple[str, list[str]]]:
    """The calls on a line handed two arguments or more, each a name or a field read: the function, and the names
    of the values (`minutes_between(self.assigned, self.arrived)`: `assigned`, `arrived`)."""
    code = code_only(text)
    for call in _CALL.finditer(code):
        args = listed_items(code, call.end()) or []
        values = [v for a in args if (v := value_name(a))]
        if len(args) >= 2 and len(values) == len(args):
            yield call[1], values
