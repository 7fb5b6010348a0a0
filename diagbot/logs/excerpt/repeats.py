"""Failures reported one after another: where the next one ends, and whether it repeats the one before.

A parametrized test failing for every case, or every test failing on one broken fixture, prints one block per test
with the same message and trace under another test's name: the first says it all, the others add only their names.
"""

from __future__ import annotations

import re

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.locate import RULE_HEADER, block_end, detail, verdict
from diagbot.logs.excerpt.rare import template
from diagbot.logs.excerpt.score import STEP_START

_WORD = re.compile(r"[\w.:/\\\[\]()'\"<>=,-]+")
_VERDICT_AFTER = 12  # lines: a failed test's report runs at least this far (its exception, the values compared)
_BODY = 3  # lines after a failure's first line that make its body


def body(entries: list[Entry], start: int) -> tuple[str, ...]:
    """The shape (digits aside) of the first _BODY non-blank lines after the failure line at `start`."""
    shapes: list[str] = []
    for entry in entries[start + 1 : start + 1 + 2 * _BODY]:
        if entry.text.strip() and len(shapes) < _BODY:
            shapes.append(template(entry.text.strip()))
    return tuple(shapes)


def repeats(entries: list[Entry], first: int, other: int) -> bool:
    """Whether the failure at `other` repeats the one at `first`: a first line of the same form (names aside: a
    failed test's verdict, not the failed block after it) and the same body."""
    mine = body(entries, first)
    return (
        len(mine) == _BODY and _form(entries[first].text) == _form(entries[other].text) and body(entries, other) == mine
    )


def _form(text: str) -> str:
    """The line with every word and number as `w`: `test_a[3] FAILED in 2ms` -> `w w w w`."""
    return _WORD.sub("w", text.strip())


def failure_after(entries: list[Entry], i: int) -> int | None:
    """One past the failure that starts right at i, with no blank line before it, and has detail of its own; or
    one past the failed test whose verdict comes after one blank line at i (JUnit's reports, one after another)."""
    if i + 1 < len(entries) and not entries[i].text.strip() and verdict(entries[i + 1].text):
        return block_end(entries, i + 1, _VERDICT_AFTER)
    if i + 1 >= len(entries) or not entries[i].score or STEP_START.match(entries[i].text):
        return None
    return block_end(entries, i, 1) if detail(entries[i + 1].text, None) else None


def repeated_failures(entries: list[Entry]) -> dict[int, int]:
    """The failures (a failed test's verdict or rule-drawn header) that repeat the one before them, each as its line
    number -> the line number of the first failure of the run."""
    starts = [i for i, e in enumerate(entries) if e.text.strip() and (verdict(e.text) or RULE_HEADER.match(e.text))]
    repeated: dict[int, int] = {}
    run = None
    for i in starts:
        if run is not None and repeats(entries, run, i):
            repeated[entries[i].number] = entries[run].number
        else:
            run = i
    return repeated
