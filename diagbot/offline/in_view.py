"""A helper in view: when none of the functions the followed one calls is defined in a changed file, the one its own
file defines in the lines already read (`scan` calling `decide`, defined below it) is followed there, without a tool
call, so that the next level looks at what that helper calls (`window`, `may_ride`, which the branch changed)."""

from __future__ import annotations

import re

from diagbot.offline.code import definitions_of
from diagbot.offline.findings import Findings
from diagbot.offline.follow import Step, followed_calls, followed_read
from diagbot.offline.span import reach_span


def follow_in_view(f: Findings, level: int) -> Step | None:
    """Follow, at `level`, a callee the last followed read shows outside the caller's own span, when the grep of
    that level's callees in the changed files found none; never a tool call of its own."""
    base = followed_read(f, level - 1)
    if base is None or level in f.followed or f.callee_defs.get(level, None) != []:
        return None  # nothing followed to start from, already followed, or the changed files' grep not run or found
    path, focus, code = base
    start, end = reach_span(code, focus)
    for name in followed_calls(f, level):
        defines = re.compile("|".join(definitions_of([name])))
        line = next((n for n in sorted(code) if not start <= n <= end and defines.search(code[n])), None)
        if line is not None:
            f.code.append((path, line, code))
            f.followed[level] = len(f.code) - 1
            return None
    return None
