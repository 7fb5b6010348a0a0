"""grep's output lines: each match clipped to 120 chars, and with `context`, the lines around it as GNU grep -C.

A match prints `path:line:content`, a context line `path-line-content`; groups whose lines touch or overlap
merge, and groups are separated by `--`. Context lines are read after the search, whichever engine found the
matches, so the fast path and the pure-Python engine print the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from diagbot.tools.cut import MARGIN, redacted_around
from diagbot.tools.search import Match

LINE_CHARS = 120
_BLOCK = 1 << 20
_LINE_BYTES = 4 * LINE_CHARS + 4 + MARGIN  # a context line's 120 chars, the redactor's margin, and if it goes on
SEPARATOR = "--"
Redact = Callable[[str], str] | None


def clip(line: str, start: int = 0, redact: Redact = None, rx: re.Pattern[str] | None = None) -> str:
    """At most 120 chars of `line`, keeping the match (of `rx`) that begins at `start` in view; a line to cut is
    redacted first, so that no secret is cut in two."""
    if len(line) <= LINE_CHARS:
        return line
    part, start, before = redacted_around(line, start, redact, rx)
    begin = 0 if start < LINE_CHARS - 40 else start - 40
    end = begin + LINE_CHARS
    return ("…" if begin or before else "") + part[begin:end] + ("…" if end < len(part) else "")


def match_groups(
    path: str, rel: str, matches: list[Match], context: int, redact: Redact = None, rx: re.Pattern[str] | None = None
) -> list[list[str]]:
    """The output lines for one file's shown matches: one group per match, or merged groups with context."""
    if context <= 0:
        return [[f"{rel}:{n}:{clip(line, start, redact, rx)}"] for n, line, start in matches]
    shown = {n: (line, start) for n, line, start in matches}
    spans = _spans(shown, context)
    around = read_lines(path, {n for first, last in spans for n in range(first, last + 1)} - shown.keys())
    groups = []
    for first, last in spans:
        group = []
        for n in range(first, last + 1):
            if n in shown:
                group.append(f"{rel}:{n}:{clip(*shown[n], redact, rx)}")
            elif n in around:  # past the end of the file there is nothing to show
                group.append(f"{rel}-{n}-{clip(around[n], 0, redact)}")
        groups.append(group)
    return groups


def join_groups(groups: Iterable[list[str]], context: int) -> list[str]:
    """All groups' lines in order, with `--` between groups when context is shown (as grep does)."""
    lines: list[str] = []
    for group in groups:
        if lines and context > 0:
            lines.append(SEPARATOR)
        lines += group
    return lines


def _spans(shown: dict[int, tuple[str, int]], context: int) -> list[tuple[int, int]]:
    """(first, last) line of each group: matches whose context windows overlap or touch share one."""
    spans: list[tuple[int, int]] = []
    for n in sorted(shown):
        first, last = max(1, n - context), n + context
        if spans and first <= spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], last)
        else:
            spans.append((first, last))
    return spans


def read_lines(path: str, wanted: set[int]) -> dict[int, str]:
    """The text of the wanted line numbers of a file (as the search numbers them), reading no further than needed."""
    out: dict[int, str] = {}
    if not wanted:
        return out
    last, n, line = max(wanted), 1, b""
    with open(path, "rb") as f:
        while n <= last and (block := f.read(_BLOCK)):
            pos = 0
            while n <= last:
                end = block.find(b"\n", pos)
                if n in wanted and len(line) < _LINE_BYTES:
                    line += block[pos : len(block) if end == -1 else end][: _LINE_BYTES - len(line)]
                if end == -1:
                    break
                if n in wanted:
                    out[n] = _text(line)
                n, pos, line = n + 1, end + 1, b""
    if n in wanted and n <= last and line:  # the last line, without a final newline
        out[n] = _text(line)
    return out


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", "replace").removesuffix("\r")
