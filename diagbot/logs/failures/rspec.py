"""RSpec's failure blocks: `Failure/Error:` and the check it quotes, on its own line or, for a check written over
several lines, on the lines under it up to a blank line; then what the check expected and got, or what was raised."""

from __future__ import annotations

import re

from diagbot.logs.failures.messages import lead

AGGREGATED_CHECK = re.compile(r"^\s*(?:\d+\.\d+\) )?Failure/Error:")  # a check's line, first in an aggregate too
_SUB_FAILURE = re.compile(r"^(\s*)\d+\.\d+\) (?=Failure/Error:)")  # `2.1) ` before an aggregated failure's check
_AGGREGATED = re.compile(r"^\s*Got \d+ failures?(?: and \d+ other errors?)?(?: from failure aggregation block.*)?:$")
_CHECK_CHARS = 60  # of a check quoted over several lines: room is left for what it expected and got


def rspec(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """`Failure/Error: expect(x).to eq([...]) (expected: [...], got: [...])`, a multi-line check joined into one; of
    an example aggregating its failures (`Got 6 failures:`, then `2.1) Failure/Error: ...`), the first."""
    body = [_SUB_FAILURE.sub(r"\1", t) for t in body if not _AGGREGATED.match(t)]
    at = next((i for i, t in enumerate(body) if t.strip() == "Failure/Error:"), None)
    if at is None:
        return lead(m, body, loc)
    rest = body[at + 1 :]
    end = next((i for i, t in enumerate(rest) if not t.strip()), len(rest))
    check = " ".join(" ".join(t.split()) for t in rest[:end])
    return lead(m, [*body[:at], f"Failure/Error: {_cut(check)}", *rest[end:]], loc)


def _cut(check: str) -> str:
    """The check within _CHECK_CHARS, never inside a string literal (a quote left open would swallow what follows)."""
    if len(check) <= _CHECK_CHARS:
        return check
    cut = check[: _CHECK_CHARS - 3]
    for quote in "\"'":
        if cut.count(quote) % 2:
            cut = cut[: cut.rfind(quote)]
    return cut.rstrip(" ,") + "..."
