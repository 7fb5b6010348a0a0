"""The excerpt: ≤ 8,000 chars of cleaned, redacted log lines, chosen by priority and numbered as in the original.

Priority: 1. the first meaningful error's block (whole when it fits), 2. the failures the closing summary names,
3. the end of the step that failed (and all of its output from the first error on, when that fits), 4. the tail,
5. the other failure blocks with context: failed tests in the order they ran, then other errors nearest the failing
step's end, 6. the head.
Lines come in contiguous blocks, each headed `[lines a-b]` with its original line numbers (line k of a block is
line a + k - 1: blank lines are kept as empty lines); every omitted stretch is named `[... lines a-b omitted ...]`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import NamedTuple

from diagbot.logs.excerpt.entries import Entry, to_entries
from diagbot.logs.excerpt.locate import (
    Span,
    block_end,
    blocks,
    chained_above,
    failing_step,
    failure_after,
    first_error,
    header_above,
)
from diagbot.logs.excerpt.rare import rare_strong
from diagbot.logs.excerpt.score import COUNT_SUMMARY, TEST_FAILED
from diagbot.logs.excerpt.summary import named_in_summary
from diagbot.logs.read.reader import LogText

BUDGET = 8000
_SLACK = 60  # the log header line and rounding
_FIRST_CAP, _STEP_CAP, _TAIL_CAP, _BLOCK_CAP = 1500, 3000, 2700, 800  # chars: first error, failing step, tail, a block
_WHOLE_CAP = 7500  # chars: the first error's block, header to natural end, is kept whole up to this (leaving the
# rest of the budget for the failing step's last lines)
_NAMED = 3  # blocks for failures the closing summary names
_JOIN = 7600  # chars: first error to failing step's end, taken as one block when within this
_BEFORE = 6  # lines of context above the first error
_NOTES = 100  # chars: a block's header and the omission note before it


class Excerpt(NamedTuple):
    """The excerpt text, where its first meaningful error is, and how much of the log it shows."""

    text: str
    first_error: int | None  # the original line number of the first meaningful error
    lines_shown: int  # original lines shown verbatim


def build_excerpt(log: LogText, numbered: list[tuple[int, str]]) -> Excerpt:
    """The excerpt of `numbered` (from clean_lines), with the first meaningful error's line and the lines shown."""
    entries = to_entries(numbered)
    rare, step = rare_strong(entries), failing_step(entries)
    index = first_error(entries, rare, step)
    first = None if index is None else entries[index].number
    block = [] if index is None else _first_block(entries, index, max(0, index - _BEFORE))
    _uncut(entries, block)
    chosen = _Selection(entries, 2 * len(str(max(log.total_lines, 1))) + 30)
    for indexes, cap in _priorities(entries, index, block, rare, step):
        chosen.grow(indexes, cap)
    text, shown = _render(entries, sorted(chosen.chosen), log, first)
    return Excerpt(text, first, shown)


class _Selection:
    """The chosen entry indexes and the budget left; a line that opens a new block also pays for its header and note."""

    def __init__(self, entries: list[Entry], overhead: int) -> None:
        self.entries, self.overhead = entries, overhead
        self.chosen: set[int] = set()
        self.budget = BUDGET - _SLACK - overhead  # the closing note

    def _cost(self, i: int) -> int:
        joined = (i - 1 in self.chosen and self._next(i - 1, i)) or (i + 1 in self.chosen and self._next(i, i + 1))
        return len(self.entries[i].text) + 1 + (0 if joined else self.overhead)

    def _next(self, a: int, b: int) -> bool:
        return self.entries[b].number == self.entries[a].end + 1

    def grow(self, indexes: Iterable[int], cap: int) -> None:
        """Add `indexes` in order until the next one would pass `cap` (chars for this call) or the budget."""
        for i in indexes:
            if i in self.chosen:
                continue
            cost = self._cost(i)
            if cost > min(self.budget, cap):
                return
            self.chosen.add(i)
            self.budget -= cost
            cap -= cost


def _priorities(
    entries: list[Entry], first: int | None, block: list[int], rare: list[int], failing: tuple[int, int]
) -> list[tuple[Iterable[int], int]]:
    """Contiguous ranges to fill, most important first, each with a char cap; later ones widen the earlier."""
    n = len(entries)
    start, end = failing
    step = min(n - 1, end + 2)
    plan: list[tuple[Iterable[int], int]] = []
    lo = max(0, (first or 0) - _BEFORE)
    whole = _chars(entries[i] for i in block) + _NOTES
    plan.append((block, whole if whole <= _WHOLE_CAP else _FIRST_CAP))  # a block that fits is kept whole
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


def _first_block(entries: list[Entry], first: int, lo: int) -> list[int]:
    """The first error's block: the error and what follows, on through the failures reported right after it
    (Pester's `Block 'd1' failed` under its failed test), then up to its header, and over the exceptions it was
    chained to, while the whole still fits in _WHOLE_CAP."""
    hi, top = block_end(entries, first, 12), header_above(entries, first)
    while (more := failure_after(entries, hi)) is not None:
        if not _fits_whole(entries[min(top, lo) : more]):
            break
        hi = more
    while (outer := chained_above(entries, min(top, lo))) is not None:
        if not _fits_whole(entries[outer:hi]):
            break
        top = outer
    return [*range(lo, hi), *range(lo - 1, top - 1, -1)]


def _uncut(entries: list[Entry], block: list[int]) -> None:
    """Show the first error's block with its long lines whole when it still fits _WHOLE_CAP: the middle of a long
    assertion or resolver message is where the values differ (lines are kept whole up to the reader's 4,000 chars)."""
    whole = [replace(entries[i], text=entries[i].uncut) if entries[i].uncut else entries[i] for i in block]
    if _fits_whole(whole):
        for i, entry in zip(block, whole, strict=True):
            entries[i] = entry


def _fits_whole(entries: Iterable[Entry]) -> bool:
    """These entries, as one block with its header and note, fit in _WHOLE_CAP."""
    return _chars(entries) + _NOTES <= _WHOLE_CAP


def _chars(entries: Iterable[Entry]) -> int:
    """The chars these entries take in the excerpt, a newline each."""
    return sum(len(e.text) + 1 for e in entries)


def _holds_result(entries: list[Entry], block: Span) -> bool:
    return any(TEST_FAILED.search(e.text) for e in entries[block.lo : block.hi])


def _runs(entries: list[Entry], chosen: list[int]) -> list[list[Entry]]:
    """The chosen entries as blocks of consecutive original lines."""
    runs: list[list[Entry]] = []
    for i in chosen:
        entry = entries[i]
        if runs and entry.number == runs[-1][-1].end + 1:
            runs[-1].append(entry)
        else:
            runs.append([entry])
    for run in runs:  # blank lines at a block's edge say nothing
        while len(run) > 1 and not run[-1].text.strip():
            run.pop()
        while len(run) > 1 and not run[0].text.strip():
            run.pop(0)
    return runs


def _render(entries: list[Entry], chosen: list[int], log: LogText, first: int | None) -> tuple[str, int]:
    """The excerpt text and how many original lines it shows verbatim (a routine run's note shows none)."""
    head = f"[log: {log.total_lines} lines, {log.total_bytes} bytes"
    out = [(head + (f"; first error at line {first}]" if first else "; no error marker found]"), 0)]
    previous = 0
    for run in _runs(entries, chosen):
        if run[0].number > previous + 1:
            out.append((f"[... lines {previous + 1}-{run[0].number - 1} omitted ...]", 0))
        out.append((f"[lines {run[0].number}-{run[-1].end}]", 0))
        out.extend((entry.text, 0 if entry.routine else entry.end - entry.number + 1) for entry in run)
        previous = run[-1].end
    if previous < log.total_lines:
        out.append((f"[... lines {previous + 1}-{log.total_lines} omitted ...]", 0))
    size = len(out) - 1 + sum(len(line) for line, _ in out)
    while size > BUDGET:  # a safety net: the plan's costs keep it within budget
        size -= len(out.pop()[0]) + 1
    return "\n".join(line for line, _ in out), sum(shown for _, shown in out)
