"""Where the failure is in a log: the failing step, the first meaningful error, and how far a failure block runs.

All functions take the excerpt's entries and answer with indexes into them.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.rare import logged_as_errors, rare_strong
from diagbot.logs.excerpt.score import CONTINUED, SECTION, STEP_END, STEP_START, TEST_FAILED, reports_a_pass
from diagbot.logs.excerpt.summary import SUMMARY_LINES

_HEADER_LINES = 200  # a pytest failure's traceback, header to `E` line, can run this long
RULE_HEADER = re.compile(r"^\s*([=_*#-])\1{2,} \S.*\S \1{3,}\s*$")  # `____ test_x ____`, `=== FAILURES ===`
_FENCE = re.compile(r"^\s*([=#*-])\1{3,}[A-Z][A-Z ]*\1{3,}\s*$")  # PHP run-tests' `========DIFF========`
_FENCE_LINES = 400
# the head of a numbered failure list (PHPUnit, RSpec, minitest, mocha), and its items: `1) test name`
LIST_HEADER = re.compile(
    r"(?:\b[1-9]\d* (?:failures?|errors?|failing)|^\s*(?:Failures|Errors|Failed tests)):?\s*$", re.I
)
_CHAINED = re.compile(r"(?:During handling of the above exception|The above exception was the direct cause)")
_TRACEBACK = re.compile(r"\s*Traceback \(most recent call last\):")
_SHORT_SUMMARY = re.compile(r"^(?:FAILED|ERROR) \S+::")  # pytest's short test summary
_ITEM = re.compile(r"^\s*\d+\) \S")
_DETAIL = re.compile(r"^\s*\u25cf (?!Console\b)\S.* \u203a \S")  # jest's failure detail: `● suite \u203a test`
_LIST_GAP = 8  # lines: a verdict this close below a failure list's end names what the list details
_ITEM_GAP = 60  # lines: a numbered item further than this from the previous one belongs to another list
_TOOL_PREFIX = re.compile(r"\s*(?:\[\w+\]|\w+ ERR!|==\d+==|E )")  # sbt/maven `[error]`, npm, sanitizers, pytest


def failing_step(entries: list[Entry]) -> tuple[int, int]:
    """Index range of the step that failed first: from its command line to its non-zero exit (else the whole log)."""
    ends = (i for i, e in enumerate(entries) if STEP_END.search(e.text) and not reports_a_pass(e.text))
    end = next(ends, len(entries) - 1)
    start = next((i for i in range(end, -1, -1) if STEP_START.match(entries[i].text)), 0)
    return start, end


def first_error(entries: list[Entry], rare: list[int], step: tuple[int, int]) -> int | None:
    """Index of the first meaningful error: the failing step's first failed test (a verdict, not a line of its
    closing summary), else its first rare strong line (one logged as an error first, in a log written by levels),
    else the whole log's. A test step's error lines before its first failed test are mostly what the code under test
    logs; the failed test is what the step reports."""
    errors = [i for i in rare if not SECTION.match(entries[i].text)]  # a section header is not an error itself
    inside = [i for i in errors if step[0] <= i <= step[1]]
    tests = [i for i in inside if i < step[1] - SUMMARY_LINES and verdict(entries[i].text)]
    if tests and (listed := _listed_above(entries, inside, tests[0])) is not None:
        return listed
    if tests and (told := next((j for j in range(tests[0], step[1]) if _DETAIL.match(entries[j].text)), None)):
        return told  # jest lists its verdicts (`FAIL t.js`, `✕ x`) before each failure's detail
    return next(iter(tests or logged_as_errors(entries, inside) or inside or errors), None)


def _listed_above(entries: list[Entry], inside: list[int], verdict: int) -> int | None:
    """The numbered failure list (`There was 1 failure:` ...) that runs out right above a verdict: the list holds
    the failure's detail, the verdict after it only names what failed (a wrapper's `FAILED tests/Unit`)."""
    above = [i for i in inside if i < verdict and LIST_HEADER.search(entries[i].text)]
    if above and block_end(entries, above[-1], 1) >= verdict - _LIST_GAP:
        return above[-1]
    return None


def locate_failure(entries: list[Entry]) -> tuple[list[Entry], list[int], tuple[int, int], int | None]:
    """The entries with their rare strong lines, the failing step and the first error's index."""
    step = failing_step(entries)
    rare = rare_strong(entries, step)
    return entries, rare, step, first_error(entries, rare, step)


def header_above(entries: list[Entry], i: int) -> int:
    """Where the failure holding line i opens, else i itself.

    That is its rule-drawn header (`____ test_x ____`, `=== FAILURES ===`), the fence opening the output fenced
    right above i (`========DIFF========` ... `========DONE========`, then `FAIL`), or the line just above the
    indented detail that leads up to i (TAP prints a test's output before its `not ok` line).
    """
    if (opener := _fence_above(entries, i)) is not None:
        return opener
    for j in range(i - 1, max(-1, i - _HEADER_LINES), -1):
        if RULE_HEADER.match(entries[j].text):
            return j
        if STEP_START.match(entries[j].text) or (entries[j].score == 3 and j < i - 6):
            break  # another command or another failure: no header of ours above
    top = i
    while top > 0 and i - top < _HEADER_LINES and detail(entries[top - 1].text, None):
        top -= 1
    if top == i:
        return i
    header = top - 1
    return header - 1 if header > 0 and entries[header - 1].score else header  # and a failure line announcing it


def _fence_above(entries: list[Entry], i: int) -> int | None:
    if i == 0 or not _FENCE.match(closer := entries[i - 1].text):
        return None
    for j in range(i - 2, max(-1, i - _FENCE_LINES), -1):
        if _FENCE.match(entries[j].text) and entries[j].text != closer:
            return j
        if STEP_START.match(entries[j].text):
            break
    return None


def chained_above(entries: list[Entry], header: int) -> int | None:
    """The header of the exception that `header`'s was raised while handling (`During handling of the above ...`)."""
    above = _nonblank(entries, header, -1)
    if above is None or not _CHAINED.match(entries[above].text) or (above := _nonblank(entries, above, -1)) is None:
        return None
    return header_above(entries, above)


def verdict(text: str) -> bool:
    """A failed test's own verdict, not a line of the closing summary (`FAILED tests/a.py::test_x - ...`)."""
    return TEST_FAILED.search(text) is not None and not _SHORT_SUMMARY.match(text)


def _nonblank(entries: list[Entry], i: int, step: int) -> int | None:
    """The nearest non-blank entry within 3 of i, above (step -1) or below (step 1)."""
    stop = max(-1, i - 4) if step < 0 else min(len(entries), i + 4)
    return next((j for j in range(i + step, stop, step) if entries[j].text.strip()), None)


def block_end(entries: list[Entry], i: int, after: int, *, in_list: bool = False) -> int:
    """One past the block's last line: at least `after` lines, longer while its detail goes on.

    Detail is an indented line or stack frame, a line with the anchor's own tool prefix (`[error]`, `npm ERR!`),
    a blank line followed by more detail, or anything up to the next header of the anchor's failure section.
    """
    n = len(entries)
    end, limit = min(n, i + after + 1), min(n, i + 250)
    section = SECTION.match(entries[i].text)
    if section:  # `=== FAILURES ===` runs to the next header drawn with the same character
        rule = section[1][:3]
        closing = next((j for j in range(i + 1, limit) if entries[j].text.lstrip().startswith(rule)), limit)
        return max(end, closing)
    if LIST_HEADER.search(entries[i].text):  # `There were 3 failures:` runs to its last numbered item's detail
        items = [j for j in range(i + 1, limit) if _ITEM.match(entries[j].text)]
        if not items:
            return end
        gaps = zip(items, [*items[1:], limit], strict=True)
        last = next((a for a, b in gaps if b - a > _ITEM_GAP), items[-1])
        return max(end, block_end(entries, last, after, in_list=True))
    if not in_list and _ITEM.match(entries[i].text):  # the first item of a numbered failure list: the whole list
        head = next((j for j in range(i - 1, max(-1, i - 4), -1) if LIST_HEADER.search(entries[j].text)), None)
        if head is not None:
            return max(end, block_end(entries, head, after))
    prefix = _TOOL_PREFIX.match(entries[i].text)
    while end < limit and (
        detail(entries[end].text, prefix)
        or (not entries[end].text.strip() and end + 1 < n and detail(entries[end + 1].text, prefix))
    ):
        end += 1
    return max(end, _traceback_end(entries, i, end))


def _traceback_end(entries: list[Entry], i: int, end: int) -> int:
    """One past the exception line closing the last Python traceback that starts in [i, end), and past the
    exceptions chained after it (`During handling of the above exception ...`); else 0."""
    start = next((j for j in range(end - 1, i - 1, -1) if _TRACEBACK.match(entries[j].text)), None)
    if start is None:
        return 0
    last = start + 1
    while last < len(entries) and last - start < _HEADER_LINES and detail(entries[last].text, None):
        last += 1
    if last >= len(entries):
        return last
    chained = _nonblank(entries, last, 1)
    if chained is not None and _CHAINED.match(entries[chained].text):
        after = _nonblank(entries, chained, 1)
        if after is not None and _TRACEBACK.match(entries[after].text):
            return max(last + 1, _traceback_end(entries, after, after + 1))
    return last + 1


def detail(text: str, prefix: re.Match[str] | None) -> bool:
    """A line that goes on with the failure above it: indented, a frame, or with the failure's own tool prefix."""
    return bool(text.strip()) and (CONTINUED.match(text) is not None or bool(prefix and text.startswith(prefix[0])))


class Span(NamedTuple):
    """A failure block: entries [lo, hi), opened by the strong line at `anchor`, with context above it."""

    lo: int
    anchor: int
    hi: int


def blocks(entries: list[Entry], strong: list[int], before: int = 3, after: int = 8) -> list[Span]:
    """Merge each strong line's window [i - before, block end) into disjoint blocks."""
    merged: list[Span] = []
    for i in strong:
        lo, hi = max(0, i - before), block_end(entries, i, after)
        if merged and lo <= merged[-1].hi:
            merged[-1] = merged[-1]._replace(hi=max(hi, merged[-1].hi))
        else:
            merged.append(Span(lo, i, hi))
    return merged
