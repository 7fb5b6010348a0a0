"""Node's report of an uncaught exception: where it was thrown (`file:///.../x.mjs:480`, `/x/a.js:12`,
`node:assert:90`), the source line, a caret, a blank, `TypeError: message`, then its stack innermost first."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from diagbot.logs.failures.blocks import JS
from diagbot.logs.failures.messages import lead
from diagbot.logs.failures.stateful import OUTSIDE_REPO, repo_path
from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
_THROWN_AT = re.compile(rf"^(?:(?:file://)?{JS}|node:[\w/]+):\d+$")
_CARET = re.compile(r"^\s*\^+\s*$")
_ERROR = re.compile(r"^(?P<msg>[A-Z][\w$.]*(?: \[\w+\])?(?::.*)?)$")  # `AssertionError [ERR_ASSERTION]: ...`
_FRAME = re.compile(
    rf"^\s+at (?:async )?(?:(?P<fn>[^\s(]+)(?: \[as [^\]]+\])? \()?(?:file://)?(?P<path>{JS}):(?P<line>\d+):\d+\)?"
)
_STACK = re.compile(r"^\s+at ")
# a frame's function that is an assertion helper (`assertEquals`, `Assert.fail`, `assert_close`): where a check
# failed, not what it checked; the caller's frame is the test's (offline/log.py reads frames with it too)
ASSERTION_HELPER = re.compile(r"(?:^|\.)_?(?:assert|expect|fail|should)\w*$", re.I)


def uncaught(lines: Lines) -> Iterator[Failure]:
    """One failure per uncaught exception: its `Name: message` line (and a diff under it), at the innermost
    repository frame that is no assertion helper's (else the innermost repository frame)."""
    for i, (_, text) in enumerate(lines):
        if not _THROWN_AT.match(text) or not any(_CARET.match(t) for _, t in lines[i + 2 : i + 3]):
            continue
        at = i + 3 + (i + 3 < len(lines) and not lines[i + 3][1].strip())
        if at >= len(lines) or not (m := _ERROR.match(lines[at][1])):
            continue
        body = [t for _, t in lines[at + 1 : at + 80]]
        until = next((k for k, t in enumerate(body) if _STACK.match(t)), len(body))
        frames = [f for t in _stack(body[until:]) if (f := _FRAME.match(t)) and not OUTSIDE_REPO.search(f["path"])]
        own = next((f for f in frames if not ASSERTION_HELPER.search(f["fn"] or "")), frames[0] if frames else None)
        path, line = (repo_path(own["path"]), int(own["line"])) if own else (None, None)
        yield Failure(lead(m, body[:until], None) or m["msg"], "node", None, path, line, lines[at][0])


def _stack(body: list[str]) -> Iterator[str]:
    """The stack's `at` lines, up to the first line that is none."""
    for text in body:
        if not _STACK.match(text):
            return
        yield text
