"""GNU grep's output as the prefilter reads it: `path\0line:content` records, streamed, grouped by file, a line
longer than LINE_CAP cut there and the rest of it read past, never held."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

from diagbot.tools.search import LINE_CAP

Lines = list[tuple[int, bytes]]  # (line number, raw line without its newline)
_CHUNK = 1 << 16
_RECORD = re.compile(rb"([^\0]*)\0([0-9]+):([^\n]*)\n")


class Unusable(Exception):
    """grep printed something other than asked for: its answer is not used."""


def by_file(out: io.BufferedReader, cut: list[tuple[bytes, int]] | None = None) -> Iterator[tuple[bytes, Lines]]:
    """(path, [(line number, raw line)]) per file, as grep's output streams in; a line over LINE_CAP is cut there
    (and listed in `cut`), the rest of it read past, never held."""
    path: bytes | None = None
    lines: Lines = []
    for name, n, content in _records(out, [] if cut is None else cut):
        if name != path:
            if path is not None:
                yield path, lines
            path, lines = name, []
        lines.append((n, content))
    if path is not None:
        yield path, lines


def _records(out: io.BufferedReader, cut: list[tuple[bytes, int]]) -> Iterator[tuple[bytes, int, bytes]]:
    parts: list[bytes] = []  # output not parsed yet: the start of one record
    size, skipping, was_cut = 0, False, False
    while chunk := out.read1(_CHUNK):
        if skipping:
            end = chunk.find(b"\n")
            if end == -1:
                continue
            chunk, skipping = chunk[end:], False  # keep the newline: it ends the record cut short
        parts.append(chunk)
        size += len(chunk)
        if b"\n" not in chunk:
            if size > LINE_CAP + _CHUNK:  # one record only: the last newline's records were parsed
                parts, skipping, was_cut = [_cap(b"".join(parts))], True, True
                size = len(parts[0])
            continue  # a record ends with a newline: a long line is joined once, not once per chunk
        data, end = b"".join(parts), 0
        while record := _RECORD.match(data, end):
            end = record.end()
            if was_cut:
                cut.append((record[1], int(record[2])))
                was_cut = False
            yield record[1], int(record[2]), record[3]
        parts = [data[end:]]
        size = len(parts[0])
    if any(parts) or skipping:  # cut short, or not the format asked for
        raise Unusable


def _cap(record: bytes) -> bytes:
    """The start of one `path\0line:content` record, its content cut to LINE_CAP bytes."""
    colon = record.find(b":", record.find(b"\0"))
    return record if colon == -1 else record[: colon + 1 + LINE_CAP]
