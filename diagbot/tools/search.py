"""The pure-Python grep engine: the matching lines of one file, read in blocks so big files stay out of memory.

It is the reference for what grep outputs; the GNU grep prefilter only decides which lines reach it. A line longer
than LINE_CAP (a minified bundle, a data dump on one line) is searched in its first LINE_CAP bytes only, and the
rest of it is skipped unread into memory, so one 300 MB line costs a read of the disk, not 600 MB of text.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from diagbot.tools.needles import Needles
from diagbot.tools.paths import is_binary

LINE_CAP = 1 << 20  # bytes of one line that are searched
_FIRST = 1 << 16
_BLOCK = 1 << 20
_SNIFF = 8192  # what is_binary looks at
_GONE = (errno.ENOENT, errno.ENOTDIR)  # removed or replaced since the file list was made
Match = tuple[int, str, int]  # (line number, line, where the match starts)


@dataclass
class Skips:
    """What a search left out, for grep to tell the model; paths are as the engine was given them."""

    cut: list[tuple[str, int]] = field(default_factory=list)  # lines over LINE_CAP a match could be in: (path, n)
    unreadable: list[tuple[str, str]] = field(default_factory=list)  # (path, why)
    current: str = ""  # the file being searched: where a search stopped by the time limit was

    def failed(self, path: str, exc: OSError) -> None:
        """Note a file that could not be read; one deleted since the listing is simply not there any more."""
        if exc.errno not in _GONE:
            self.unreadable.append((path, exc.strerror or type(exc).__name__))


def _skip_line(fd: int, needles: Needles | None, fold: bool) -> tuple[bytes, bool]:
    """Read past the rest of an over-long line: (what follows its newline, whether a needle was in the skipped part)."""
    seen, tail = needles is None, b""
    while chunk := os.read(fd, _BLOCK):
        end = chunk.find(b"\n")
        part = tail + (chunk if end == -1 else chunk[:end])
        if not seen and needles is not None:
            hay = part.lower() if fold else part
            seen = any(n in hay for n in needles)
            tail = part[-max(map(len, needles)) :]  # a needle may straddle two chunks
        if end != -1:
            return chunk[end + 1 :], seen
    return b"", seen


def _blocks(fd: int, data: bytes, needles: Needles | None, fold: bool) -> Iterator[tuple[bytes, bool]]:
    """The rest of a big file in blocks that end on a newline, each with whether its last line was cut to LINE_CAP."""
    carry = data
    while chunk := os.read(fd, _BLOCK):
        data = carry + chunk
        cut = data.rfind(b"\n") + 1
        if cut:
            yield data[:cut], False
        carry = data[cut:]
        if len(carry) > LINE_CAP:  # one line over the cap: search its head, skip the rest unread into memory
            head = carry[:LINE_CAP]
            carry, seen = _skip_line(fd, needles, fold)
            if needles is not None and not seen:
                hay = head.lower() if fold else head
                seen = any(n in hay for n in needles)
            yield head + b"\n", seen  # reported only when a match could be in it, as the prefilter does
    if carry:
        yield carry, False


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


def search_file(
    path: str, rx: re.Pattern[str], needles: Needles | None, fold: bool, skips: Skips | None = None
) -> list[Match]:
    """Matching lines of one file; identical with or without needles, which only skip lines that cannot match.

    A file that cannot be read has no matches, and `skips` (when given) says why; so do the lines cut to LINE_CAP.
    """
    skips = Skips() if skips is None else skips
    skips.current = path
    try:
        return _search_fd(path, rx, needles, fold, skips)
    except OSError as exc:
        skips.failed(path, exc)
        return []


def _search_fd(path: str, rx: re.Pattern[str], needles: Needles | None, fold: bool, skips: Skips) -> list[Match]:
    fd = os.open(path, os.O_RDONLY)
    try:
        first = os.read(fd, _FIRST)
        if first.find(b"\0", 0, _SNIFF) != -1 or (needles is None and is_binary(first)):
            return []
        if len(first) < _FIRST:  # a short read of a regular file is its end: most files take one read
            found = _scan(first, rx, 0, needles, fold)
        else:
            found, base = [], 0
            for data, cut in _blocks(fd, first, needles, fold):
                found += _scan(data, rx, base, needles, fold)
                base += data.count(b"\n")
                if cut:
                    skips.cut.append((path, base))
    finally:
        os.close(fd)
    return [] if found and needles is not None and is_binary(first) else found


def search_lines(path: str, lines: Iterable[tuple[int, bytes]], rx: re.Pattern[str], skips: Skips) -> list[Match]:
    """What search_file returns, given the file's lines that may match (found by another engine)."""
    skips.current = path
    found = match_lines(lines, rx)
    if not found:
        return []
    try:
        fd = os.open(path, os.O_RDONLY)  # the binary rule needs the file's head, which the lines may not cover
        try:
            head = os.read(fd, _SNIFF)
        finally:
            os.close(fd)
    except OSError as exc:
        skips.failed(path, exc)
        return []
    return [] if is_binary(head) else found
