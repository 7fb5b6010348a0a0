"""The excerpt: ≤ 8,000 chars of cleaned, redacted log lines, chosen by priority and numbered as in the original.

Priority: 1. the first meaningful error's block (whole when it fits), 2. the failures the closing summary names,
3. the end of the step that failed (and all of its output from the first error on, when that fits), 4. the tail,
5. the other failure blocks with context: failed tests in the order they ran, then other errors nearest the failing
step's end, 6. the head.
A failure that repeats the one before it (repeats.py) is not added to the first block; an omission note names the
lines where the omitted repeats start. A log whose every line fits is shown whole. Each line carries its original
number in a gutter, and every omitted stretch is named in a note (see render.py). The budget counts log text and
notes; the gutter comes on top, within GUTTER_SHARE of it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import NamedTuple

from diagbot.logs.excerpt.entries import Entry, to_entries, with_context
from diagbot.logs.excerpt.locate import (
    Span,
    block_end,
    blocks,
    chained_above,
    header_above,
    locate_failure,
)
from diagbot.logs.excerpt.passed import says_passed
from diagbot.logs.excerpt.render import gutter_width, render
from diagbot.logs.excerpt.repeats import failure_after, repeated_failures
from diagbot.logs.excerpt.score import COUNT_SUMMARY, TEST_FAILED
from diagbot.logs.excerpt.select import BUDGET, Selection
from diagbot.logs.excerpt.summary import named_in_summary
from diagbot.logs.read.reader import LogText

_FIRST_CAP, _STEP_CAP, _TAIL_CAP, _BLOCK_CAP = 1500, 3000, 2700, 800  # chars: first error, failing step, tail, a block
_WHOLE_CAP = 7500  # chars: the first error's block, header to natural end, is kept whole up to this (leaving the
# rest of the budget for the failing step's last lines)
_WHOLE_SCAN = 4 * BUDGET  # chars: a longer log is not tried whole (only folded repeats could make it fit)
_NAMED = 3  # blocks for failures the closing summary names
_JOIN = 7600  # chars: first error to failing step's end, taken as one block when within this
_WHOLE_LINES = 190  # lines: the gutter's budget holds 159 to 239 (by the numbers' width); the step's end needs some
_END_LINES = 8  # lines of gutter a whole first block leaves for the failing step's end
_BEFORE = 6  # lines of context above the first error
# a subsection after a failure's trace (`---- Captured stdout call ----`): the block's part that gives way first
_SUBSECTION = re.compile(r"^\s*-{3,} \S.*\S -{3,}\s*$")
_HEAD = 3  # lines: a failure's header, kept next to its error when the trace between them does not fit
_NOTES = 100  # chars: the omission note before a block, and rounding


class Excerpt(NamedTuple):
    """The excerpt text, where its first meaningful error is (none in a log that says nothing failed), and how much
    of the log it shows."""

    text: str
    first_error: int | None  # the original line number of the first meaningful error
    lines_shown: int  # original lines shown verbatim
    passed: bool = False  # the log says nothing failed (passed.py)


def build_excerpt(log: LogText, numbered: list[tuple[int, str]], anchor: int | None = None) -> Excerpt:
    """The excerpt of `numbered` (from clean_lines), with the first meaningful error's line and the lines shown.
    `anchor`, the log line of the first failure the parsers read, is shown with its block right after the first
    error's (the question names it as the first error: vitest's tree lists a failure's message before its block)."""
    width = gutter_width(log.total_lines)
    entries, rare, step, index = locate_failure(to_entries(numbered))
    if index is not None and (opened := with_context(entries, index, numbered, _BEFORE)) is not entries:
        entries, rare, step, index = locate_failure(opened)  # the lines right above the first error are its context
    passed = says_passed(text for _, text in numbered)  # a passing run's error-looking line is not its first error
    first = None if index is None or passed else entries[index].number
    if len(numbered) == log.total_lines and sum(len(t) for _, t in numbered) <= _WHOLE_SCAN:
        whole = to_entries(numbered, quiet=False, cut=False, frames=True)
        if Selection(whole, width).take_all():
            verbatim = sum(e.end - e.number + 1 for e in whole if not e.routine)
            return Excerpt(render(whole, width, log.total_lines), first, verbatim, passed)
    repeated = repeated_failures(entries)
    block = [] if index is None else _first_block(entries, index, max(0, index - _BEFORE), repeated)
    _uncut(entries, block)
    chosen = Selection(entries, width, bool(repeated))
    kept = [entries[i] for i in block]
    fits = _fits_whole(kept)  # the first error's block is kept whole when it fits
    blanks = sum(not e.text.strip() for e in kept) * chosen.note // 2  # what grow() sets aside for blank runs' notes
    rows = min(len(block) + 2, chosen.lines - _END_LINES)  # a block of more lines leaves its middle out
    chosen.grow(block, _chars(kept) + _NOTES + blanks if fits else _FIRST_CAP, rows if fits else 0)
    at = next((i for i, e in enumerate(entries) if e.number <= anchor <= e.end), None) if anchor else None
    if at is not None:  # the parsed first failure's block: its header above, its detail below
        chosen.grow([*range(at, block_end(entries, at, 8)), *range(at - 1, max(-1, at - 4), -1)], _BLOCK_CAP)
    for indexes, cap in _priorities(entries, index, rare, step):
        chosen.grow(indexes, cap)
    shown = [entries[i] for i in sorted(chosen.chosen)]
    lines = sum(e.end - e.number + 1 for e in shown if not e.routine)
    return Excerpt(render(shown, width, log.total_lines, repeated), first, lines, passed)


def _priorities(
    entries: list[Entry], first: int | None, rare: list[int], failing: tuple[int, int]
) -> list[tuple[Iterable[int], int]]:
    """Contiguous ranges to fill, most important first, each with a char cap; later ones widen the earlier."""
    n = len(entries)
    start, end = failing
    step = min(n - 1, end + 2)
    plan: list[tuple[Iterable[int], int]] = []
    lo = max(0, (first or 0) - _BEFORE)
    if first is not None and COUNT_SUMMARY.search(entries[first].text):  # the errors it counts, from the first
        plan.append((range(start + 1, first), _STEP_CAP))
    for i in named_in_summary(entries, end)[:_NAMED]:
        hi = block_end(entries, i, 4)
        plan.append(([*range(i, hi), *range(i - 1, max(-1, i - 16), -1)], _BLOCK_CAP))
    plan.append((range(step, start - 1, -1), _STEP_CAP))  # back to the failing command, not into the one before
    if first is not None and _chars(entries[lo : step + 1]) <= _JOIN:
        plan.append((range(step, lo - 1, -1), BUDGET))  # the failing step's output whole, when it fits
    plan.append((range(n - 1, -1, -1), _TAIL_CAP))
    found = blocks(entries, rare)
    inside = [b for b in found if start <= b.hi and b.lo <= end]
    outside = [b for b in found if not start <= b.hi or not b.lo <= end]
    inside.sort(key=lambda b: (not _holds_result(entries, b), b.lo))  # failed tests first, in the order they ran
    for b in inside + sorted(outside, key=lambda b: abs(b.lo - end)):  # the failure and its detail, then context
        plan.append(([*range(b.anchor, b.hi), *range(b.anchor - 1, b.lo - 1, -1)], _BLOCK_CAP))
    plan.append((range(n - 1, -1, -1), BUDGET))
    plan.append((range(step, -1, -1), BUDGET))
    plan.append((range(min(n, 5)), BUDGET))
    return plan


def _first_block(entries: list[Entry], first: int, lo: int, repeated: dict[int, int]) -> list[int]:
    """The first error's block: the error and what follows, on through the failures reported right after it
    (Pester's `Block 'd1' failed` under its failed test), then up to its header, and over the exceptions it was
    chained to, while the whole still fits in _WHOLE_CAP."""
    hi, top = block_end(entries, first, 12), header_above(entries, first)
    hi = next((j for j in range(first + 1, hi) if entries[j].number in repeated), hi)  # up to a repeat
    while (more := failure_after(entries, hi)) is not None:
        start = hi if entries[hi].text.strip() else hi + 1
        if not _fits_whole(entries[min(top, lo) : more]) or entries[start].number in repeated:
            break  # a failure repeating one before is named in a note, not shown again
        hi = more
    while (outer := chained_above(entries, min(top, lo))) is not None:
        if not _fits_whole(entries[outer:hi]):
            break
        top = outer
    head = range(top, min(top + _HEAD, lo))  # the header names the test: it comes before the middle of a long trace
    above = range(first - 1, lo - 1, -1)  # the context right above, nearest first: a long line there stops it
    cut = next((j for j in range(first + 1, hi) if _SUBSECTION.match(entries[j].text)), hi)
    return [*range(first, cut), *above, *head, *range(lo - 1, head.stop - 1, -1), *range(cut, hi)]


def _uncut(entries: list[Entry], block: list[int]) -> None:
    """Show the first error's block with its long lines whole when it still fits _WHOLE_CAP: the middle of a long
    assertion or resolver message is where the values differ (lines are kept whole up to the reader's 4,000 chars)."""
    whole = [replace(entries[i], text=entries[i].uncut, uncut="") if entries[i].uncut else entries[i] for i in block]
    if _fits_whole(whole):
        for i, entry in zip(block, whole, strict=True):
            entries[i] = entry


def _fits_whole(entries: Sequence[Entry]) -> bool:
    """These entries, as one block with its header and note, fit in _WHOLE_CAP and _WHOLE_LINES."""
    return _chars(entries) + _NOTES <= _WHOLE_CAP and len(entries) <= _WHOLE_LINES


def _chars(entries: Iterable[Entry]) -> int:
    """The chars these entries take in the excerpt, a newline each."""
    return sum(len(e.text) + 1 for e in entries)


def _holds_result(entries: list[Entry], block: Span) -> bool:
    return any(TEST_FAILED.search(e.text) for e in entries[block.lo : block.hi])
