"""How much of a failing test the offline model reads: from the test's first line (where the grep for its name
found it, at most BODY lines above the failing line) to where the plain read would end, so that walking back
from the failing line to the call that assigned its variable, and the setup calls before it, are in view."""

from __future__ import annotations

from typing import Any

from diagbot.filekinds import TEST_FILE
from diagbot.offline.calls import calls_on
from diagbot.offline.clues import failure_words, said_in
from diagbot.offline.code import function_span

BODY = 40  # a test's first line this many lines above the failing line at most
READ = 20  # lines a plain read shows (follow.read), from a few above the line it is for


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


def told_line(code: dict[int, str], start: int, message: str, otherwise: int) -> int:
    """In a test opening at `start` (its failure reported by a helper, whose line the log gave), the line saying
    the most of the failure's words and values (`"2013-10-01 00:00:00", "BeginningOfQuarter"`): the check that
    failed, a call (not a row of data the helper checks); `otherwise` when none says any (a test only calling the
    helper, or handing it rows: the helper's line holds the check)."""
    words = failure_words(message)
    end = function_span(code, start)[1]
    said = {n: said_in(code[n], words) for n in range(start + 1, end + 1) if n in code and calls_on(code[n])}
    best = max(said, key=lambda n: (said[n], -n), default=start)
    return best if said.get(best) else otherwise


def picked(
    args: dict[str, Any], code: dict[int, str], lines: list[str], message: str
) -> tuple[dict[str, Any], dict[int, str], list[str]]:
    """A read from a helper's line on through the test below it (`_pick`: the test's first line): focused on the
    test's line saying the failure (told_line), else cut back to the read of the helper's line alone (`_upto`, its
    end; the header dropped, as it no longer says how far the read went)."""
    focus = told_line(code, args["_pick"], message, args["_focus"])
    if focus != args["_focus"]:
        return {**args, "_focus": focus}, code, lines
    end = args["_upto"]
    return {**args, "limit": end - args["offset"]}, {n: t for n, t in code.items() if n < end}, ["", *lines[1:]]
