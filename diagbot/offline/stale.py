"""A rename missed in one place: the failure says a method or attribute is missing (`undefined method `points'`,
`matrix.below is not a function`, `has no attribute 'total'`, `no method named `area``), or a member read on
nothing (`Cannot read properties of undefined (reading 'some')` where the line reads `team.players.some(`); the
branch took that name out of the code in two places or more (the definition and the uses it renamed), and a frame
of the failure still uses it. That line, the use the rename missed, is what to change: the Cause cites it first,
with how many times fewer the branch's changed lines name it."""

from __future__ import annotations

import re
from functools import lru_cache

from diagbot.changes import ChangeSet
from diagbot.filekinds import is_test, same_file
from diagbot.logs.types import Failure
from diagbot.offline.calls import code_only
from diagbot.offline.kinds import is_code

_MISSING = re.compile(  # the name of a member the failure says is not there, whatever quotes it wears
    r"undefined method [`']([\w$]+[?!]?)'|has no attribute '([\w$]+)'|(?:[\w$]+\.)+([\w$]+) is not a function"
    r"|has no field or method ([\w$]+)|symbol:\s+method ([\w$]+)\(|no method named `([\w$]+)`|no field `([\w$]+)`"
    r"|Call to undefined method [\w\\]+::([\w$]+)\(|Property '([\w$]+)' does not exist"
    r"|does not contain a definition for '([\w$]+)'"
)
_LEAST = 2  # places the branch took the name out of, more than it put it in: a rename it carried through elsewhere


_ON_NOTHING = re.compile(  # a member read on nothing: the member before it on the failing line gave nothing
    r"Cannot read propert(?:y|ies) of (?:undefined|null) \(reading '([\w$]+)'\)|undefined method [`']([\w$]+[?!]?)'"
    r" for nil|'NoneType' object has no attribute '([\w$]+)'"
)


def missing_member(message: str) -> str | None:
    """The method or attribute a failure says is missing; None for any other failure (and for a member read on
    nothing: on_nothing)."""
    if _ON_NOTHING.search(message):
        return None
    m = _MISSING.search(message)
    return next(g for g in m.groups() if g) if m else None


def on_nothing(message: str, line: str) -> str | None:
    """For a member read on nothing (`Cannot read properties of undefined (reading 'some')`), the member the line
    read that value from (`team.players.some(`: `players`); None for any other failure or line."""
    m = _ON_NOTHING.search(message)
    read = next((g for g in m.groups() if g), "") if m else ""
    before = re.search(
        rf"[\w$\])]\s*(?:\?\.|&\.|\.)\s*([A-Za-z_$][\w$]*)\s*(?:\?\.|&\.|\.)\s*{re.escape(read)}\b", line
    )
    return before[1] if read and before else None


def stale_use(
    fail: Failure, frame: tuple[str, int] | None, read: dict[tuple[str, int], str], changes: ChangeSet | None
) -> tuple[str, int, str, int] | None:
    """(the path, the line, the name, the places the branch took it out of) for a frame of the failure in source,
    or its own place, whose line still uses the missing member the branch took out of the code elsewhere; `read`:
    the lines the tools showed, by place."""
    if changes is None:
        return None
    places = [frame, (fail.path, fail.line) if fail.path and fail.line else None]
    for path, line in (p for p in places if p and not is_test(p[0])):
        text = code_only(next((t for (p, n), t in read.items() if n == line and same_file(p, path)), ""))
        name = missing_member(fail.message) or on_nothing(fail.message, text)
        if (
            name
            and re.search(rf"(?<![\w$]){re.escape(name)}(?![\w$])", text)
            and (gone := _taken_out(changes, name)) >= _LEAST
        ):
            return path, line, name, gone
    return None


@lru_cache(maxsize=8)
def _taken_out(changes: ChangeSet, name: str) -> int:
    """How many more times the branch's removed lines of code use `name` than its added ones do."""
    use = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])")
    count = 0
    for f in changes.files:
        for row in (f.patch or "").splitlines():
            if row[:1] in "+-" and row[:3] not in ("+++", "---") and is_code(row[1:]):
                count += len(use.findall(code_only(row[1:]))) * (1 if row[0] == "-" else -1)
    return count


def stale_clause(
    fail: Failure, frame: tuple[str, int] | None, read: dict[tuple[str, int], str], changes: ChangeSet | None
) -> str:
    """The Cause's clause for a use a rename missed, the use first; "" otherwise."""
    found = stale_use(fail, frame, read, changes)
    if found is None:
        return ""
    path, line, name, gone = found
    return (
        f"; `{path}:{line}` still uses `{name}`, which the branch's changed lines name {gone} times fewer than the"
        " lines they replace (renamed or removed elsewhere): this use was left as it was"
    )
