"""One change calling another: when the changed line the failure reaches calls a function whose definition the
branch changed too (a caller updated to pass a new argument, the callee given the new behaviour), the callee's
changed code is where the behaviour the test sees was made. The offline model reads that hunk next and cites it,
naming the caller's change as the way the failure reaches it.

The definitions are looked up in the branch's diff itself (what the question shows), not in the whole repository:
only a definition the diff shows, as an added line or as context, with changed code below it before the next
definition, counts.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from diagbot.changes import numbered
from diagbot.filekinds import is_source, is_test
from diagbot.offline.calls import calls_on
from diagbot.offline.change import Hunk, file_hunks
from diagbot.offline.changed import Changed
from diagbot.offline.code import enclosing, opens_function
from diagbot.offline.kinds import is_code

if TYPE_CHECKING:
    from diagbot.changes import ChangeSet

HOPS = 1  # changes followed from the first one read
_BELOW = 40  # changed code this far below a definition the diff shows is taken to be inside it


def called_change(changes: ChangeSet | None, read: list[Changed]) -> Hunk | None:
    """The hunk changing a function that the last changed code read calls, defined in another hunk than those
    read; the first such call on the cited lines, then on the rest of their hunk the page showed."""
    if not read or not changes or len(read) > HOPS:
        return None
    last = read[-1]
    cited = [t for t in last.added if is_code(t)] + [t for t in last.around if is_code(t)]  # then the rest shown
    calls = [t for t in cited if not opens_function(t)]  # a definition's head calls nothing
    names = list(dict.fromkeys(n for t in calls for n in calls_on(t)))
    seen = {(c.path, c.line) for c in read}
    for name in names:
        for hunk, line, end in _defined(changes, name):
            holds = any(p == hunk.path and line <= n <= end for p, n in seen)  # the function read itself: no call
            if not holds and not any(p == hunk.path and hunk.first <= n <= hunk.last for p, n in seen):
                return replace(hunk, focus=line, span=(line, end))
    return None


def _defined(changes: ChangeSet, name: str) -> list[tuple[Hunk, int, int]]:
    """The hunks of changed source files whose changed code sits below a definition of `name` the diff shows."""
    found: list[tuple[Hunk, int, int]] = []
    for f in changes.files:
        if not f.patch or f.status == "deleted" or not is_source(f.path) or is_test(f.path):
            continue
        lines = [x for x in numbered(f.patch) if x[:5].strip().isdigit() and x[6:7] != "-"]
        shown = {int(x[:5]): x[7:] for x in lines}
        defs = sorted(n for n, text in shown.items() if enclosing({n: text}, n) is not None)
        for n in (n for n in defs if enclosing({n: shown[n]}, n) == name):
            end = min([d for d in defs if d > n] + [n + _BELOW]) - 1
            found += [(h, n, end) for h in file_hunks(changes, f.path) if not h.inert and h.meets(n + 1, end)]
    return found
