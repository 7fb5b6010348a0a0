"""The middle pass over a whole log: failure-marker hits in one streaming scan, by grep/rg or a Python fallback."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

# general CI failure markers, case-insensitive; the same text is a grep -E pattern and a Python bytes regex
MARKERS = "error|fail|fatal|panic|exception|traceback|abort|exited with|timed out|segmentation fault|err!"
_NEEDLES = tuple(m.encode() for m in MARKERS.split("|"))  # found in lower-cased bytes by C-speed search
FIRST_HITS = 150
LAST_HITS = 150
CHUNK = 1 << 20
_OVERLAP = 32  # bytes: longer than any marker
_GREP_MEMORY_KIB = 32 << 10  # grep holds a whole line in memory: a longer one makes it fail, and Python takes over
Hit = tuple[int, int]  # (1-based line number, byte offset of the line's first marker match)


def grep_command() -> list[str] | None:
    """The fast engine for the marker pass: GNU grep (or ripgrep) when on PATH."""
    if shutil.which("grep"):
        return ["grep", "-o", "-n", "-b", "-a", "-i", "-E", MARKERS]  # -o: a huge line never comes back whole
    if shutil.which("rg"):
        return ["rg", "-o", "-n", "-b", "-a", "-i", "--no-heading", "--no-filename", MARKERS]
    return None


class _GrepFailed(Exception):
    """grep stopped short (a line too long for its memory limit, a read error): the Python engine takes over."""


def scan_markers(path: Path, *, engine: str = "auto") -> tuple[list[Hit], int]:
    """Marker hits (first FIRST_HITS and last LAST_HITS, ordered) and the line count, in one pass."""
    command = grep_command() if engine in ("auto", "grep") else None
    if command is None or not shutil.which("wc") or not shutil.which("head") or not shutil.which("sh"):
        return _scan_python(path)
    try:
        return _scan_grep(command, path)
    except _GrepFailed:
        return _scan_python(path)


def _scan_grep(command: list[str], path: Path) -> tuple[list[Hit], int]:
    size = path.stat().st_size
    mid = _line_start_after(path, size // 2)
    # two grep processes, one per half, use both cores; wc counts lines for the second half's numbering
    with ThreadPoolExecutor(4) as pool:
        low = pool.submit(_grep_range, command, path, 0, mid) if mid else None
        high = pool.submit(_grep_range, command, path, mid, size)
        total_nl = pool.submit(_wc, path, 0)
        high_nl = pool.submit(_wc, path, mid)
        shift = total_nl.result() - high_nl.result()
        hits = (low.result() if low else []) + [(n + shift, o + mid) for n, o in high.result()]
        hits = [h for k, h in enumerate(hits) if k == 0 or h[0] != hits[k - 1][0]]  # a line across the split
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
    return offset + cut + 1 if cut >= 0 else 0  # no line starts near the middle: one range, or a marker may be cut


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
        limited = ["sh", "-c", f'ulimit -v {_GREP_MEMORY_KIB} 2>/dev/null; exec "$@"', "sh", *command]
        stdin = feed.stdout if feed else f
        with subprocess.Popen(limited, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env) as proc:
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
    if proc.returncode not in (0, 1):  # 1: no marker at all
        raise _GrepFailed(f"grep exited with {proc.returncode}")
    return first + list(last)


def _scan_python(path: Path) -> tuple[list[Hit], int]:
    """The fallback engine: the same regex over fixed-size blocks, so a line of any length costs no memory.

    Each block starts with the last _OVERLAP bytes of the one before, so a marker cut by a block boundary is seen.
    """
    first: list[Hit] = []
    last: deque[Hit] = deque(maxlen=LAST_HITS)
    number, base, hit_line, overlap = 1, 0, 0, b""  # number: the line holding the block's first byte
    newlines, last_byte = 0, b"\n"
    with path.open("rb") as f:
        while chunk := f.read(CHUNK):
            newlines += chunk.count(b"\n")
            last_byte = chunk[-1:]
            block = overlap + chunk
            line, pos = number, 0
            for start in _first_per_line(block.lower(), len(overlap)):
                line += block.count(b"\n", pos, start)
                pos = start
                if line != hit_line:  # one hit per line, as grep reports it
                    hit_line = line
                    _keep(first, last, (line, base + start))
            keep = min(_OVERLAP, len(block))
            number += block.count(b"\n", 0, len(block) - keep)
            base += len(block) - keep
            overlap = block[len(block) - keep :]
    return _bounded(first + list(last)), newlines + (last_byte != b"\n")


def _first_per_line(low: bytes, overlap: int) -> list[int]:
    """Where each line of `low` holding a marker has its first one, in order; a match that ends within the first
    `overlap` bytes is the previous block's. Each marker is found by bytes.find, one hit a line: a regex
    alternation ran at 50 MB/s, which made a log that grep cannot take (a 100 MB line) a minute's scan."""
    found: dict[int, int] = {}  # a line's start -> its first marker
    for needle in _NEEDLES:
        at = low.find(needle)
        while at != -1:
            if at + len(needle) <= overlap:
                at = low.find(needle, at + 1)
                continue
            line = low.rfind(b"\n", 0, at) + 1
            found[line] = min(at, found.get(line, at))
            end = low.find(b"\n", at)
            at = low.find(needle, end + 1) if end != -1 else -1
    return sorted(found.values())
