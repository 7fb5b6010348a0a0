"""Bounded reading: small logs whole; large ones as head + tail (by seeking) + failure-marker hits from one pass."""

from __future__ import annotations

import gzip
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from diagbot.errors import UsageError
from diagbot.logs.read.scan import CHUNK, scan_markers

FULL_READ_BYTES = 8 << 20
# lines: each kept line costs ~450 bytes and ~12 us downstream, so 8 MiB of newlines read whole took 3.9 GB and
# 120 s; a log of more lines than this (8 MiB of 84-byte lines) is read as head + tail + markers, as a larger one is
FULL_READ_LINES = 100_000
HEAD_BYTES = 128 << 10
TAIL_BYTES = 512 << 10
HEAD_LINES = 20_000  # a head or tail of tiny lines is bounded by count too (512 KiB of ~80-byte lines is 6,500)
TAIL_LINES = 50_000
CONTEXT_BEFORE = 4
CONTEXT_AFTER = 25
_MAX_LINE = 4000


SAMPLE_BYTES = 64 << 10
BINARY_SHARE = 0.10  # a text log with a few stray bytes stays well under this; random bytes are nearly all over
# what text never holds: control bytes other than \t \n \v \f \r, BEL, BS and ESC (colours), and bad UTF-8
_NOT_TEXT = re.compile("[\x00-\x06\x0e-\x1a\x1c-\x1f\ufffd]")


@dataclass(frozen=True)
class LogText:
    """The lines of a log diagbot knows, keyed by original 1-based line number (all of them when `complete`).
    `unreadable` says why there is nothing to read (empty, binary), and then `lines` is empty."""

    lines: dict[int, str]
    total_lines: int
    total_bytes: int
    complete: bool
    unreadable: str | None = None


def _split(raw: bytes, first: int, lines: dict[int, str]) -> int:
    """Add the lines of `raw` (CRLF → LF; a lone \\r stays for the cleaner) from number `first`; returns the next."""
    parts = raw.split(b"\n")
    if parts and parts[-1] == b"":
        parts.pop()
    for i, part in enumerate(parts):
        lines[first + i] = part[:_MAX_LINE].removesuffix(b"\r").decode("utf-8", errors="replace")
    return first + len(parts)


def read_log(source: str | Path, stdin: BinaryIO | None = None, *, engine: str = "auto") -> LogText:
    """Read a log file, a gzip file or stdin ("-") in bounded memory."""
    with _as_file(source, stdin) as path:
        size = path.stat().st_size
        why = unreadable(path, size)
        if why is not None:
            return LogText({}, 0, size, True, why)
        raw = path.read_bytes() if size <= FULL_READ_BYTES else b""
        if raw and raw.count(b"\n") <= FULL_READ_LINES:
            lines: dict[int, str] = {}
            total = _split(raw, 1, lines) - 1
            return LogText(lines, total, size, True)
        del raw
        return _read_large(path, size, engine)


def unreadable(path: Path, size: int) -> str | None:
    """Why this log holds no text to read (empty, binary, UTF-16), or None; judged on its first 64 KiB, so a log
    with a few odd bytes, ANSI colours or progress bars' \\r and \\b still reads as text."""
    if size == 0:
        return "the log is empty (0 bytes); the failing step's output was not captured"
    with path.open("rb") as f:
        sample = f.read(SAMPLE_BYTES)
    half = max(1, len(sample) // 2)
    if sample[:2] in (b"\xff\xfe", b"\xfe\xff") or max(sample[0::2].count(0), sample[1::2].count(0)) > half * 0.4:
        return "the log is UTF-16 text, which diagbot does not read: convert it, e.g. iconv -f UTF-16 -t UTF-8"
    text = sample.decode("utf-8", errors="replace")
    odd = len(_NOT_TEXT.findall(text))
    if odd <= len(text) * BINARY_SHARE + 2:  # + 2: a tiny log's one stray byte is no share to judge by
        return None
    return (
        f"the log is binary data, not text ({size:,} bytes; {odd / len(text):.0%} of its first "
        f"{len(sample):,} bytes are not text), so none of it is shown or sent"
    )


@contextmanager
def _as_file(source: str | Path, stdin: BinaryIO | None) -> Iterator[Path]:
    """Yield a seekable plain file: the log itself, or a temp spool of stdin or of the decompressed gzip."""
    if str(source) == "-":
        with _spooled(stdin if stdin is not None else sys.stdin.buffer) as spool, _as_file(spool, None) as plain:
            yield plain  # gzip on stdin is unzipped as a gzip file is
        return
    path = Path(source)
    if not path.exists():
        raise UsageError(f"log file not found: {path}")
    if path.is_dir():
        raise UsageError(f"log path is a directory, not a file: {path}")
    try:
        if not path.is_file():  # a pipe (`--log <(pytest)`), a FIFO, /dev/stdin: it reads once, so it is spooled
            with path.open("rb") as stream, _spooled(stream) as spool, _as_file(spool, None) as plain:
                yield plain
            return
        with path.open("rb") as probe:
            magic = probe.read(2)
    except OSError as exc:
        raise UsageError(f"cannot read log file {path}: {exc.strerror}") from exc
    if magic != b"\x1f\x8b":
        yield path
        return
    with path.open("rb") as raw, gzip.GzipFile(fileobj=raw) as unzipped, _spooled(unzipped) as spool:
        yield spool


@contextmanager
def _spooled(stream: BinaryIO | gzip.GzipFile) -> Iterator[Path]:
    # streams cannot seek; one copy to a temp file keeps memory bounded at any size
    with tempfile.NamedTemporaryFile(prefix="diagbot-log-", suffix=".log") as tmp:
        try:
            shutil.copyfileobj(stream, tmp, CHUNK)
        except (OSError, EOFError) as exc:
            raise UsageError(f"cannot read log input: {exc}") from exc
        tmp.flush()
        yield Path(tmp.name)


def _read_large(path: Path, size: int, engine: str) -> LogText:
    hits, total = scan_markers(path, engine=engine)
    lines: dict[int, str] = {}
    with path.open("rb") as f:
        head = f.read(HEAD_BYTES)
        head = b"\n".join(head[: head.rfind(b"\n") + 1].split(b"\n", HEAD_LINES)[:HEAD_LINES])
        _split(head, 1, lines)
        f.seek(max(0, size - TAIL_BYTES))
        tail = f.read()
        tail = b"\n".join(tail[tail.find(b"\n") + 1 :].rsplit(b"\n", TAIL_LINES + 1)[-TAIL_LINES - 1 :])
        in_tail = tail.count(b"\n") + (not tail.endswith(b"\n"))
        _split(tail, total - in_tail + 1, lines)
        for number, offset in hits:
            _read_window(f, number, offset, lines)
    return LogText(lines, total, size, False)


def _read_window(f: BinaryIO, number: int, offset: int, lines: dict[int, str]) -> None:
    """Add a hit line with a few lines before and more after, read by seeking around the match."""
    start = max(0, offset - CONTEXT_BEFORE * 1000)
    f.seek(start)
    before = f.read(offset - start).split(b"\n")
    if start > 0 and len(before) > 1:
        before = before[1:]  # the first piece is a partial line
    before[-1] += f.read(CONTEXT_AFTER * 300)
    window = before[-CONTEXT_BEFORE - 1 :]
    _split(b"\n".join(window[:-1] + window[-1].split(b"\n")[:-1][: CONTEXT_AFTER + 1]), number - len(window) + 1, lines)


__all__ = ["LogText", "read_log", "scan_markers"]
