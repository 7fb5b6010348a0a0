"""A failing test's setup: the calls its body makes above the failing line (`ringbuf_push(&rb, 1)`,
`cart.add(item)`). When the call asserted on is a plain getter that calls nothing further, the state it reads was
made by these: the plan looks them up one call further in, as it would the getter's own callees."""

from __future__ import annotations

from diagbot.filekinds import TEST_START
from diagbot.offline.calls import calls_on
from diagbot.offline.code import enclosing
from diagbot.offline.findings import Findings, test_name

SETUP = 6  # setup calls looked up at most


def setup_calls(f: Findings, seen: set[str | None]) -> list[str]:
    """The functions the failing test calls above its failing line, from its first line down, once each, not
    those in `seen` (the getter itself and what was followed already); none unless the last read is the
    definition of the function the failing line calls (the test file's own helper too: `titles(picked)`)."""
    getter = f.code[-1] if len(f.code) >= 2 else None  # the read of what the failing line calls
    if not getter or enclosing(getter[2], getter[1]) != f.symbol:
        return []  # not the definition of the function the test calls (a frame, another test)
    _, focus, code = f.code[0]
    first = next((n for n in range(focus - 1, min(code, default=focus) - 1, -1) if TEST_START.search(code[n])), None)
    lines = range(first if first is not None else min(code, default=focus), focus)
    skip = {*seen, test_name(f.failure)}
    names = [n for i in lines if i != first for n in calls_on(code.get(i, "")) if n not in skip]
    return list(dict.fromkeys(names))[:SETUP]
