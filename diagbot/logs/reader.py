"""Bounded reading: small logs whole; large ones as head + tail (by seeking) + failure-marker hits from one pass."""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import deque
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from diagbot.errors import UsageError

# general CI failure markers, case-insensitive; the same text is a grep -E pattern and a Python bytes regex
MARKERS = "error|fail|fatal|panic|exception|traceback|abort|exited with|timed out|segmentation fault|err!"
_MARKER_RX = re.compile(MARKERS.encode(), re.IGNORECASE)
FULL_READ_BYTES = 8 << 20
HEAD_BYTES = 128 << 10
TAIL_BYTES = 512 << 10
FIRST_HITS = 150
LAST_HITS = 150
CONTEXT_BEFORE = 4
CONTEXT_AFTER = 25
_CHUNK = 1 << 20
_MAX_LINE = 4000
Hit = tuple[int, int]  # (1-based line number, byte offset of the line's first marker match)


@dataclass(frozen=True)
class LogText:
    """The lines of a log diagbot knows, keyed by original 1-based line number (all of them when `complete`)."""

    lines: dict[int, str]
    total_lines: int
    total_bytes: int
    complete: bool


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
        if size <= FULL_READ_BYTES:
            lines: dict[int, str] = {}
            total = _split(path.read_bytes(), 1, lines) - 1
            return LogText(lines, total, size, True)
        return _read_large(path, size, engine)


@contextmanager
def _as_file(source: str | Path, stdin: BinaryIO | None) -> Iterator[Path]:
    """Yield a seekable plain file: the log itself, or a temp spool of stdin or of the decompressed gzip."""
    if str(source) == "-":
        with _spooled(stdin if stdin is not None else sys.stdin.buffer) as spool:
            yield spool
        return
    path = Path(source)
    if not path.exists():
        raise UsageError(f"log file not found: {path}")
    if path.is_dir():
        raise UsageError(f"log path is a directory, not a file: {path}")
    try:
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
            shutil.copyfileobj(stream, tmp, _CHUNK)
        except (OSError, EOFError) as exc:
            raise UsageError(f"cannot read log input: {exc}") from exc
        tmp.flush()
        yield Path(tmp.name)


def _read_large(path: Path, size: int, engine: str) -> LogText:
    hits, total = scan_markers(path, engine=engine)
    lines: dict[int, str] = {}
    with path.open("rb") as f:
        head = f.read(HEAD_BYTES)
        _split(head[: head.rfind(b"\n") + 1], 1, lines)
        f.seek(max(0, size - TAIL_BYTES))
        tail = f.read()
        tail = tail[tail.find(b"\n") + 1 :]
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


def grep_command() -> list[str] | None:
    """The fast engine for the marker pass: GNU grep (or ripgrep) when on PATH."""
    if shutil.which("grep"):
        return ["grep", "-o", "-n", "-b", "-a", "-i", "-E", MARKERS]  # -o: a huge line never comes back whole
    if shutil.which("rg"):
        return ["rg", "-o", "-n", "-b", "-a", "-i", "--no-heading", "--no-filename", MARKERS]
    return None


def scan_markers(path: Path, *, engine: str = "auto") -> tuple[list[Hit], int]:
    """Marker hits (first FIRST_HITS and last LAST_HITS, ordered) and the line count, in one pass."""
    command = grep_command() if engine in ("auto", "grep") else None
    if command is None or not shutil.which("wc") or not shutil.which("head"):
        return _scan_python(path)
    size = path.stat().st_size
    mid = _line_start_after(path, size // 2)
    # two grep processes, one per half, use both cores; wc counts lines for the second half's numbering
    with ThreadPoolExecutor(4) as pool:
        low = pool.submit(_grep_range, command, path, 0, mid)
        high = pool.submit(_grep_range, command, path, mid, size)
        total_nl = pool.submit(_wc, path, 0)
        high_nl = pool.submit(_wc, path, mid)
        shift = total_nl.result() - high_nl.result()
        hits = low.result() + [(n + shift, o + mid) for n, o in high.result()]
    with path.open("rb") as f:
        f.seek(max(0, size - 1))
        total = total_nl.result() + (f.read(1) not in (b"\n", b""))
    return _bounded(hits), total


def _bounded(hits: list[Hit]) -> list[Hit]:
    return hits if len(hits) <= FIRST_HITS + LAST_HITS else hits[:FIRST_HITS] + hits[-LAST_HITS:]


def _line_start_after(path: Path, offset: int) -> int:
    with path.open("rb") as f:
        f.seek(offset)
        piece = f.read(1 << 16)
    cut = piece.find(b"\n")
    return offset + cut + 1 if cut >= 0 else offset


def _wc(path: Path, start: int) -> int:
    with path.open("rb") as f:
        f.seek(start)
        out = subprocess.run(["wc", "-l"], stdin=f, capture_output=True, check=True).stdout
    return int(out.split()[0])


def _keep(first: list[Hit], last: deque[Hit], hit: Hit) -> None:
    if len(first) < FIRST_HITS:
        first.append(hit)
    else:
        last.append(hit)


def _grep_range(command: list[str], path: Path, start: int, end: int) -> list[Hit]:
    """Hits of [start, end) with numbers and offsets relative to `start`; grep reads from a seeked stdin."""
    first: list[Hit] = []
    last: deque[Hit] = deque(maxlen=LAST_HITS)
    env = {**os.environ, "LC_ALL": "C"}
    with path.open("rb") as f:
        f.seek(start)
        feed = (
            None
            if end >= path.stat().st_size
            else subprocess.Popen(["head", "-c", str(end - start)], stdin=f, stdout=subprocess.PIPE)
        )
        with subprocess.Popen(command, stdin=feed.stdout if feed else f, stdout=subprocess.PIPE, env=env) as proc:
            assert proc.stdout is not None
            if feed is not None and feed.stdout is not None:
                feed.stdout.close()  # grep owns the pipe now
            previous = 0
            for out in proc.stdout:
                number, offset, _ = out.split(b":", 2)
                if int(number) != previous:  # -o prints every match; keep a line's first
                    previous = int(number)
                    _keep(first, last, (previous, int(offset)))
        if feed is not None:
            feed.wait()
    return first + list(last)


def _scan_python(path: Path) -> tuple[list[Hit], int]:
    """The fallback engine: chunked bytes scanning with the same regex, keeping original line numbers."""
    first: list[Hit] = []
    last: deque[Hit] = deque(maxlen=LAST_HITS)
    number, base, carry = 1, 0, b""
    with path.open("rb") as f:
        while chunk := f.read(_CHUNK):
            block = carry + chunk
            cut = block.rfind(b"\n") + 1
            block, carry = block[:cut], block[cut:]
            number, base = _scan_block(block, number, base, first, last)
        if carry:
            number, base = _scan_block(carry, number, base, first, last)
    return _bounded(first + list(last)), number - 1


def _scan_block(block: bytes, number: int, base: int, first: list[Hit], last: deque[Hit]) -> tuple[int, int]:
    pos, seen = 0, -1
    for match in _MARKER_RX.finditer(block):
        start = block.rfind(b"\n", 0, match.start()) + 1
        if start == seen:
            continue  # one hit per line, as grep reports it
        number += block.count(b"\n", pos, start)
        pos, seen = start, start
        _keep(first, last, (number, base + match.start()))
    number += block.count(b"\n", pos) + (0 if block.endswith(b"\n") or not block else 1)
    return number, base + len(block)
