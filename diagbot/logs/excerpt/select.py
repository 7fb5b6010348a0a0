"""The excerpt's selection: which entries are shown, and what is left of the char and gutter budgets."""

from __future__ import annotations

from collections.abc import Iterable

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.render import GUTTER_SHARE, REPEAT_NOTES, gutter_cost, note_cost, repeat_cost

BUDGET = 8000
LINE_CHARS = 40  # a part's char cap also caps its lines, at one per this many chars: the gutter's budget is in lines


class Selection:
    """The chosen entry indexes and the budgets left: chars of log text (notes included), and lines of gutter.

    Costs are upper bounds of what render() writes: a line that opens a new block also pays for the note above it,
    a blank line for a share of the note its run may collapse into, a folded run for its note."""

    def __init__(self, entries: list[Entry], width: int, repeats: bool = False) -> None:
        self.entries, self.width = entries, width
        self.chosen: set[int] = set()
        self.note = note_cost(width) - gutter_cost(width) + 1
        extra = REPEAT_NOTES if repeats else 0  # the notes naming repeated failures, at most this many
        self.budget = BUDGET - self.note - extra * (repeat_cost(width) - gutter_cost(width))  # and the closing note
        self.lines = int(BUDGET * GUTTER_SHARE) // gutter_cost(width) - 1 - extra

    def _cost(self, i: int) -> tuple[int, int]:
        entry = self.entries[i]
        joined = (i - 1 in self.chosen and self._next(i - 1, i)) or (i + 1 in self.chosen and self._next(i, i + 1))
        chars = len(entry.text) + 1 if entry.text.strip() else self.note // 2 + 1
        folded = entry.end > entry.number and not entry.routine
        return chars + (self.note if folded else 0) + (0 if joined else self.note), 1 + folded + (not joined)

    def _next(self, a: int, b: int) -> bool:
        return self.entries[b].number == self.entries[a].end + 1

    def take_all(self) -> bool:
        """Choose every entry if all of them fit."""
        self.grow(range(len(self.entries)), BUDGET)
        return len(self.chosen) == len(self.entries)

    def grow(self, indexes: Iterable[int], cap: int, rows: int = 0) -> None:
        """Add `indexes` in order until the next one would pass `cap` (chars for this call), `rows` (lines for this
        call; by default one for every _LINE_CHARS of `cap`) or a budget."""
        rows = rows or max(10, cap // LINE_CHARS)
        for i in indexes:
            if i in self.chosen or not 0 <= i < len(self.entries):
                continue
            chars, lines = self._cost(i)
            if chars > min(self.budget, cap) or lines > min(self.lines, rows):
                return
            self.chosen.add(i)
            self.budget -= chars
            self.lines -= lines
            cap -= chars
            rows -= lines
