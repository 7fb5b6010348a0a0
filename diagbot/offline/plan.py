"""The offline model's plan: the next call to make, from what the tool results have shown (findings.py).

The plan is a fixed sequence of steps (glob the failing file, grep the test or the symbol the error names,
read around the located line, follow into the function called there or the innermost repository frame; for a
build error, read the changed function whose call binds the local it names, else the changed declaration of what
it names (declare.py); read a partly read function whole near changed code, follow two calls further into the
changed files (follow.py), look for a changed file the reached code imports, and read the changed hunk the failure
reaches with the diff tool). Each step looks at the findings and proposes a call or passes; `next_step` replays
the steps against the results so far, folding each into the findings, and returns the first call not yet made.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from diagbot.filekinds import TEST_FILE, is_source, unread_kind
from diagbot.offline.callers import LEVELS as CALLER_LEVELS
from diagbot.offline.callers import grep_users, read_way
from diagbot.offline.code import definitions
from diagbot.offline.declare import grep_declaration, grep_declared_type, read_binder_change, read_declaration
from diagbot.offline.deeper import HOPS
from diagbot.offline.findings import Findings
from diagbot.offline.follow import (
    CALLEE_LINES,
    LEVELS,
    Step,
    found,
    grep_callees,
    read,
    read_callee,
    shared_folders,
    widen,
)
from diagbot.offline.in_view import follow_in_view
from diagbot.offline.kinds import code_lines
from diagbot.offline.locate import glob_failing, grep_elsewhere, grep_test, read_frame, read_located, read_test
from diagbot.offline.modules import grep_binding, grep_main, grep_module, read_module
from diagbot.offline.named import grep_changed_definitions, read_named_change
from diagbot.offline.read_change import (
    grep_imports,
    read_called_change,
    read_change,
    read_change_called,
    read_found_callee,
    read_frame_change,
    read_related,
    read_slipped_change,
)
from diagbot.offline.span import reach_span

_FUNCTION = re.compile(r"\b(def|function|func|fn|fun|sub)\s")
_STUBS = (".pyi", ".d.ts", ".d.mts", ".d.cts")  # type stubs: a definition's signature, not its code


def next_step(f: Findings, done: list[tuple[str, str, bool]], calls: int | None = None) -> Step | None:
    """Replay the plan against the results so far; the first step not yet taken is the next call. With `calls`,
    the plan makes at most that many, and its last ones read the changed hunk in reach when there is one and
    follow it into a change it calls (the steps that name a culprit, which the plan would otherwise reach too
    late: _closing)."""
    taken = 0
    for plan in _PLAN:
        if calls is not None and taken >= calls:
            return None
        step = plan(f)
        if step is None:
            continue
        if calls is not None and step[0] != "diff":
            step = _closing(f, calls - taken) or step
        if taken == len(done):
            return step
        f.record(step[0], step[1], done[taken][1], done[taken][2])
        taken += 1
    return None


def _closing(f: Findings, left: int) -> Step | None:
    """With two calls left and a changed hunk in reach not yet read: read it, so that the last call can follow it
    into a change it calls; with one left: that follow, else the hunk in reach, else the change likest the failure."""
    if left == 2 and f.change is None and found(f):
        return read_found_callee(f) or read_change(f)
    if left == 1:
        return read_called_change(f) if f.change else read_change(f) or read_related(f)
    return None


def _grep_definition(f: Findings) -> Step | None:
    if not f.symbol or len(f.reads) > 1:  # a frame or the test was read already: the source is in view
        return None
    say = f"The failing line calls `{f.symbol}`: find its definition."
    return "grep", {"pattern": "|".join(definitions(f.symbol)), "_def": True, "_say": say}


def _read_definition(f: Findings) -> Step | None:
    kinds = definitions(f.symbol or "")
    rank = {h: next((i for i, rx in enumerate(kinds) if re.search(rx, h[2])), len(kinds)) for h in f.defs}
    typed = {h: not _FUNCTION.search(h[2]) for h in f.defs}  # a called name: its function before a type of that name
    code = [h for h in f.defs if is_source(h[0])] or f.defs  # a README's example is not the definition
    caller = f.code[-1][0] if f.code else ""
    near = {h: -shared_folders(h[0], caller) for h in code}  # the copy in the caller's own folder first
    built = {h: unread_kind(h[0]) is not None or h[0].endswith(_STUBS) for h in code}  # a vendored, generated or
    # built copy, or a type stub (`.pyi`, `.d.ts`: a signature, no code), after the source
    defs = sorted(code, key=lambda h: (bool(TEST_FILE.search(h[0])), built[h], rank[h], typed[h], near[h]))
    seen = defs and any(defs[0][0] == p and n - 5 <= defs[0][1] <= n + 14 for p, n, _ in f.reads)
    return read(*defs[0][:2], limit=CALLEE_LINES) if defs and not seen else None


def _read_body(f: Findings) -> Step | None:
    """The called function's read showed its definition and docstring but none of its code: read on."""
    i = len(f.code) - 1
    if not f.symbol or len(f.code) < 2 or i in f.widened or i in f.to_end or TEST_FILE.search(f.code[i][0]):
        return None
    path, focus, code = f.code[i]
    if not code:
        return None
    start, end = reach_span(code, focus)
    if start != focus or end < max(code) or code_lines(code, start + 1, max(code)):
        return None  # not the function's head, or its code already shows
    say = f"`{path}:{focus}` shows only the head of the function: read on to its code."
    return "read_file", {"path": path, "offset": max(code) + 1, "limit": 30, "_widen": i, "_say": say}


_PLAN: tuple[Callable[[Findings], Step | None], ...] = (
    glob_failing, grep_test, partial(grep_changed_definitions, opening=True), grep_elsewhere, read_located,
    read_frame, read_frame_change, read_slipped_change, read_test,
    read_binder_change, grep_declaration, grep_declared_type, read_declaration, _grep_definition,
    _read_definition, _read_body, read_change_called, grep_binding, grep_module, grep_main, read_module,
    widen, read_change_called,
    *(
        step
        for n in range(1, LEVELS + 1)
        for step in (
            partial(grep_callees, level=n), partial(read_callee, level=n), partial(follow_in_view, level=n),
            read_change_called,
        )
    ),
    widen, grep_imports, read_change, grep_changed_definitions, read_named_change,
    *(partial(grep_users, level=n) for n in range(1, CALLER_LEVELS + 1)), read_way,
    *(read_called_change for _ in range(HOPS)), partial(grep_changed_definitions, read=True),
    *(partial(grep_users, level=n, beyond=True) for n in range(1, CALLER_LEVELS + 1)), read_related,
)  # fmt: skip
