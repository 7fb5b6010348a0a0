"""The excerpt's text: each log line behind a fixed-width gutter holding its original number, and diagbot's own
notes (omitted lines, blank runs, routine runs, repeats) as lines of their own with no number.

```
   46|____ test_total ____
   47|E       assert 1150 == 850           `|` the line as the log has it
   48~Downloading [... 900 chars cut ...]  `~` a long line cut in the middle
   49*Retrying                             `*` a line repeated: the note under it says how often
     : repeated 12 times, to line 60
     : lines 61-90 omitted
```
`read_excerpt` reads the text back; the offline diagnoser and the benchmark rely on it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from diagbot.logs.excerpt.entries import Entry

GUTTER_SHARE = 0.12  # the gutter's chars, at most this share of the text budget
REPEAT_NOTES = 2  # notes naming omitted failures that repeat an earlier one
_REPEATS_NAMED = 6  # line numbers such a note names
_LINE = re.compile(r"^ *(\d+)([|~*])(.*)$")
_NOTE = re.compile(r"^ +: (.*)$")
_REPEATED = re.compile(r"^repeated (\d+) times, to line (\d+)$")


class Shown(NamedTuple):
    """One log line the excerpt shows (lines number..end for a folded run), its mark and its text."""

    number: int
    end: int
    mark: str  # "|" verbatim, "~" cut in the middle, "*" a run of repeats
    text: str


def gutter_width(total_lines: int) -> int:
    """Digits of the largest line number: every gutter is this wide, so the text column lines up."""
    return len(str(max(total_lines, 1)))


def gutter_cost(width: int) -> int:
    """Chars one line's gutter takes: the number and the mark."""
    return width + 1


def note_cost(width: int) -> int:
    """The most chars (text and gutter together) a note line takes: `: lines 123456-123457 omitted`."""
    return gutter_cost(width) + 16 + 2 * width


def repeat_cost(width: int) -> int:
    """The most chars a note naming repeated failures takes: `: 5 lines repeat the failure at line 30 (left out
    too): lines 74, ...`."""
    return gutter_cost(width) + 56 + (_REPEATS_NAMED + 2) * (width + 2)


def render(entries: list[Entry], width: int, total_lines: int, repeated: dict[int, int] | None = None) -> str:
    """The chosen entries, in order, as numbered lines with a note for each gap, blank run, routine run and fold;
    an omitted gap holding failures that repeat an earlier one (`repeated`: line -> the first's line) says so, for
    the first REPEAT_NOTES such gaps."""
    return "\n".join(_lines(entries, width, total_lines, repeated or {}))


def _lines(entries: list[Entry], width: int, total_lines: int, repeated: dict[int, int]) -> Iterator[str]:
    blank = " " * width
    previous, k = 0, 0
    shown = [(e.number, e.end) for e in entries if not e.routine]
    notes = _RepeatNotes(repeated, blank, shown)
    while k < len(entries):
        entry = entries[k]
        if entry.number > previous + 1:
            yield f"{blank}: {_span(previous + 1, entry.number - 1)} omitted"
            yield from notes.within(previous + 1, entry.number - 1)
        if entry.routine:
            yield f"{blank}: {entry.text}"
        elif not entry.text.strip():
            run = _blank_run(entries, k)
            if len(run) > 1:
                yield f"{blank}: blank {_span(run[0].number, run[-1].end)}"
                k, previous = k + len(run), run[-1].end
                continue
            yield f"{entry.number:>{width}}|"
        else:
            yield f"{entry.number:>{width}}{_mark(entry)}{entry.text}"
            if entry.end > entry.number:
                yield f"{blank}: repeated {entry.end - entry.number + 1} times, to line {entry.end}"
        previous, k = entry.end, k + 1
    if previous < total_lines:
        yield f"{blank}: {_span(previous + 1, total_lines)} omitted"
        yield from notes.within(previous + 1, total_lines)


class _RepeatNotes:
    """The notes naming the omitted failures that repeat an earlier one, at most REPEAT_NOTES of them; the failure
    they repeat is marked `(omitted)` when the excerpt does not show it either (`shown`: the lines it shows)."""

    def __init__(self, repeated: dict[int, int], blank: str, shown: list[tuple[int, int]]) -> None:
        self.repeated, self.blank, self.left, self.shown = repeated, blank, REPEAT_NOTES, shown

    def within(self, first: int, last: int) -> Iterator[str]:
        """A note for the failures starting in lines first..last, grouped by the failure they repeat."""
        groups: dict[int, list[int]] = {}
        for line, original in sorted(self.repeated.items()):
            if first <= line <= last:
                groups.setdefault(original, []).append(line)
        for original, lines in sorted(groups.items())[: self.left]:
            named = ", ".join(map(str, lines[:_REPEATS_NAMED])) + (", ..." if len(lines) > _REPEATS_NAMED else "")
            where = "" if any(a <= original <= b for a, b in self.shown) else " (left out too)"
            if len(lines) == 1:
                yield f"{self.blank}: line {named} repeats the failure at line {original}{where}"
            else:
                yield f"{self.blank}: {len(lines)} lines repeat the failure at line {original}{where}: lines {named}"
            self.left -= 1


def _mark(entry: Entry) -> str:
    return "*" if entry.end > entry.number else "~" if entry.uncut else "|"


def _blank_run(entries: list[Entry], k: int) -> list[Entry]:
    """The blank entries from k on, contiguous in the log."""
    run = [entries[k]]
    for entry in entries[k + 1 :]:
        if entry.text.strip() or entry.routine or entry.number != run[-1].end + 1:
            break
        run.append(entry)
    return run


def _span(first: int, last: int) -> str:
    return f"line {first}" if first == last else f"lines {first}-{last}"


def read_excerpt(text: str) -> list[Shown]:
    """The log lines an excerpt shows, in order, with a folded run's extent read from the note under it."""
    shown: list[Shown] = []
    for line in text.splitlines():
        if found := _LINE.match(line):
            shown.append(Shown(int(found[1]), int(found[1]), found[2], found[3] or ""))
        elif (note := _NOTE.match(line)) and (run := _REPEATED.match(note[1])) and shown:
            shown[-1] = shown[-1]._replace(end=int(run[2]))
    return shown
