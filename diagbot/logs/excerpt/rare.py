"""Which strong lines can be the failure: those whose shape is rare, since a message repeated all over is noise.

The excerpt picks its first error and its failure blocks from these lines only.
"""

from __future__ import annotations

import re
from collections import Counter

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.score import TEST_FAILED

_DIGITS = re.compile(r"\d+|0x[0-9a-fA-F]+")
_COMPILER = re.compile(r"^\s*[^\s:]+:\d+:(?:\d+:)? (?:fatal )?error\b")  # `src/a.h:21:29: error: ...`
_PYTEST_E = re.compile(r"E {3}")  # pytest's exception line under a failed test: `E       assert 200 == 503`


def template(text: str) -> str:
    """The line's shape for counting repeats: digits and hex numbers as `#`, the first 60 chars."""
    return _DIGITS.sub("#", text)[:60]


def rare_strong(entries: list[Entry]) -> list[int]:
    """Strong lines whose shape (digits aside) occurs at most twice: a repeated message is noise, not the failure.

    A label line (`Failure:`) is told apart by the line it introduces: five failures are five different blocks.
    A compiler's `file:line: error:`, a failed test's verdict and pytest's `E   ` exception line are never noise: a
    header that many files include repeats its error once per file, a runner that names tests by number prints the
    same shape for every failure (`*** FAILED test case 89 of 1470 ***`), and tests that all fail the same way repeat
    one exception; the first of them still counts.
    """
    shapes = {i: _shape(entries, i) for i, e in enumerate(entries) if e.score == 3}
    counts = Counter(shapes.values())
    seen: set[str] = set()
    rare = []
    for i, shape in shapes.items():
        if counts[shape] <= 2 or (shape not in seen and _never_noise(entries[i].text)):
            rare.append(i)
        seen.add(shape)
    return rare or list(shapes)


def _never_noise(text: str) -> bool:
    return bool(_COMPILER.match(text) or TEST_FAILED.search(text) or _PYTEST_E.match(text))


def _shape(entries: list[Entry], i: int) -> str:
    text = entries[i].text
    labelled = text.rstrip().endswith(":") and i + 1 < len(entries)
    return template(text) + ("\n" + template(entries[i + 1].text) if labelled else "")
