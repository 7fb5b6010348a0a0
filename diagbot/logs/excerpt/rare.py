"""Which strong lines can be the failure: those whose shape is rare, since a message repeated all over is noise;
and, in a log written by levels, those logged as errors first.

The excerpt picks its first error and its failure blocks from these lines only.
"""

from __future__ import annotations

import re
from collections import Counter

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.score import LOGGED, TEST_FAILED

_DIGITS = re.compile(r"\d+|0x[0-9a-fA-F]+")
_COMPILER = re.compile(r"^\s*[^\s:]+:\d+:(?:\d+:)? (?:fatal )?error\b")  # `src/a.h:21:29: error: ...`
_PYTEST_E = re.compile(r"E {3}")  # pytest's exception line under a failed test: `E       assert 200 == 503`


def template(text: str) -> str:
    """The line's shape for counting repeats: digits and hex numbers as `#`, the first 60 chars."""
    return _DIGITS.sub("#", text)[:60]


def rare_strong(entries: list[Entry], step: tuple[int, int] | None = None) -> list[int]:
    """Strong lines whose shape (digits aside) occurs at most twice: a repeated message is noise, not the failure.

    A label line (`Failure:`) is told apart by the line it introduces: five failures are five different blocks.
    A compiler's `file:line: error:`, a failed test's verdict and pytest's `E   ` exception line are never noise: a
    header that many files include repeats its error once per file, a runner that names tests by number prints the
    same shape for every failure (`*** FAILED test case 89 of 1470 ***`), and tests that all fail the same way repeat
    one exception; the first of them still counts. The failing `step`'s last strong line is never noise either: a
    build's closing `[ERROR] Plugin ... could not be resolved` may repeat what earlier warnings said.
    """
    shapes = {i: _shape(entries, i) for i, e in enumerate(entries) if e.score == 3}
    counts = Counter(shapes.values())
    seen: set[str] = set()
    rare = []
    for i, shape in shapes.items():
        if counts[shape] <= 2 or (shape not in seen and _never_noise(entries[i].text)):
            rare.append(i)
        seen.add(shape)
    if not rare:
        return list(shapes)
    last = max((i for i in shapes if step and step[0] <= i < step[1]), default=None)  # not the exit itself
    return sorted({*rare, last}) if last is not None else rare


def _never_noise(text: str) -> bool:
    return bool(_COMPILER.match(text) or TEST_FAILED.search(text) or _PYTEST_E.match(text))


def _shape(entries: list[Entry], i: int) -> str:
    text = entries[i].text
    labelled = text.rstrip().endswith(":") and i + 1 < len(entries)
    return template(text) + ("\n" + template(entries[i + 1].text) if labelled else "")


def logged_as_errors(entries: list[Entry], inside: list[int]) -> list[int]:
    """Of the strong lines, those a logger marked as errors (`12:00:01  ERROR - ...`, `[ERROR] ...`), when the log's
    lines carry a level field as a rule: a failure word in a line logged at INFO or DEBUG is what a tool said in
    passing (a setting quoting error patterns, a cache miss), the error level is what it reported."""
    if sum(1 for e in entries if LOGGED.match(e.text)) < max(_LEVELLED, len(entries) // 10):
        return []
    return [i for i in inside if (m := LOGGED.match(entries[i].text)) and m[1] in _ERROR_LEVELS]


_ERROR_LEVELS = frozenset({"ERROR", "SEVERE", "FATAL", "CRITICAL"})
_LEVELLED = 50  # lines with a level field, at least, for the log to be taken as logged by levels
