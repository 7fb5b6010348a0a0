"""The pure-Python grep engine: the matching lines of one file, read in blocks so big files stay out of memory.

It is the reference for what grep outputs; the GNU grep prefilter only decides which lines reach it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Iterator

from diagbot.tools.needles import Needles
from diagbot.tools.paths import is_binary

_FIRST = 1 << 16
_BLOCK = 1 << 20
_SNIFF = 8192  # what is_binary looks at
Match = tuple[int, str, int]  # (line number, line, where the match starts)


def _blocks(fd: int, data: bytes) -> Iterator[bytes]:
    """The rest of a big file in blocks that end on a newline, so it never sits in memory whole."""
    carry = data
    while chunk := os.read(fd, _BLOCK):
        data = carry + chunk
        cut = data.rfind(b"\n") + 1
        if cut:
            yield data[:cut]
        carry = data[cut:]
    if carry:
        yield carry


def _plain(data: bytes, rx: re.Pattern[str], base: int) -> list[Match]:
    lines = data.decode("utf-8", "replace").split("\n")
    if lines[-1] == "":
        lines.pop()
    found = ((n, line.removesuffix("\r")) for n, line in enumerate(lines, base + 1))
    return [(n, line, m.start()) for n, line in found if (m := rx.search(line))]


def _prefiltered(data: bytes, hay: bytes, rx: re.Pattern[str], base: int, hits: list[tuple[bytes, int]]) -> list[Match]:
    lines: dict[int, int] = {}  # line start -> line end, for every line holding a needle
    for needle, pos in hits:
        while pos != -1:
            end = data.find(b"\n", pos)
            end = len(data) if end == -1 else end
            lines[data.rfind(b"\n", 0, pos) + 1] = end
            pos = hay.find(needle, end + 1)  # one hit per line is enough
    out: list[Match] = []
    lineno, prev = base + 1, 0
    for start in sorted(lines):
        lineno, prev = lineno + data.count(b"\n", prev, start), start
        line = data[start : lines[start]].decode("utf-8", "replace").removesuffix("\r")
        if m := rx.search(line):
            out.append((lineno, line, m.start()))
    return out


def _scan(data: bytes, rx: re.Pattern[str], base: int, needles: Needles | None, fold: bool) -> list[Match]:
    if needles is None:
        return _plain(data, rx, base)
    hay = data.lower() if fold else data
    hits = [(n, pos) for n in needles if (pos := hay.find(n)) != -1]
    return _prefiltered(data, hay, rx, base, hits) if hits else []  # most blocks end at the first find


def match_lines(lines: Iterable[tuple[int, bytes]], rx: re.Pattern[str]) -> list[Match]:
    """The lines the regex matches, each given as (number, raw bytes without the newline)."""
    out: list[Match] = []
    for n, raw in lines:
        line = raw.decode("utf-8", "replace").removesuffix("\r")
        if m := rx.search(line):
            out.append((n, line, m.start()))
    return out


def search_file(path: str, rx: re.Pattern[str], needles: Needles | None, fold: bool) -> list[Match]:
    """Matching lines of one file; identical with or without needles, which only skip lines that cannot match."""
    fd = os.open(path, os.O_RDONLY)
    try:
        first = os.read(fd, _FIRST)
        if first.find(b"\0", 0, _SNIFF) != -1 or (needles is None and is_binary(first)):
            return []
        if len(first) < _FIRST:  # a short read of a regular file is its end: most files take one read
            found = _scan(first, rx, 0, needles, fold)
        else:
            found, base = [], 0
            for data in _blocks(fd, first):
                found += _scan(data, rx, base, needles, fold)
                base += data.count(b"\n")
    finally:
        os.close(fd)
    return [] if found and needles is not None and is_binary(first) else found


def search_lines(path: str, lines: Iterable[tuple[int, bytes]], rx: re.Pattern[str]) -> list[Match]:
    """What search_file returns, given the file's lines that may match (found by another engine)."""
    found = match_lines(lines, rx)
    if not found:
        return []
    fd = os.open(path, os.O_RDONLY)  # the binary rule needs the file's head, which the lines may not cover
    try:
        head = os.read(fd, _SNIFF)
    finally:
        os.close(fd)
    return [] if is_binary(head) else found
