"""How much of a failing test the offline model reads: from the test's first line (where the grep for its name
found it, at most BODY lines above the failing line) to where the plain read would end, so that walking back
from the failing line to the call that assigned its variable, and the setup calls before it, are in view."""

from __future__ import annotations

from typing import Any

from diagbot.filekinds import TEST_FILE

BODY = 40  # a test's first line this many lines above the failing line at most


def from_test_start(step: tuple[str, dict[str, Any]], hits: list[tuple[str, int, str]]) -> tuple[str, dict[str, Any]]:
    """A read of a failing test's line, widened up to the test's first line when a hit in that file shows it
    above the read, else (no hit there) BODY lines up."""
    name, args = step
    path, focus = args["path"], args["_focus"]
    starts = [n for p, n, _ in hits if p == path and focus - BODY <= n <= focus]
    if (
        name != "read_file"
        or not (args.get("_test") or TEST_FILE.search(path))
        or max(starts, default=0) >= args["offset"]
    ):
        return step  # not a test, or its first line is in view already
    first = max(starts, default=max(1, focus - BODY))  # its first line not found: as far up as a test may run
    return name, {**args, "offset": first, "limit": args["offset"] + args["limit"] - first}  # to the same end
