"""A fast line prefilter for grep: GNU grep -F lists the lines that hold a required literal.

It only narrows the lines the Python regex sees, so the output and the dialect (Python `re`) stay the same on
every machine: without GNU grep, or when it fails, search.py reads every file itself, with the same result.
Each batch of files streams through its own grep process while a thread checks the lines it prints.
"""

from __future__ import annotations

import functools
import io
import os
import re
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from subprocess import DEVNULL, PIPE
from typing import cast

from diagbot.tools.needles import Needles
from diagbot.tools.search import Match, search_lines

MIN_FILES = 200  # below this, starting processes costs more than it saves
Lines = list[tuple[int, bytes]]  # (line number, raw line without its newline)
Found = list[tuple[str, int, list[Match]]]  # (path, how many lines match, the first few) for the files with any
_ARG_BYTES = 1 << 19  # path bytes per process, well under the kernel's argument limit
_CHUNK = 1 << 16
_ENV = {"LC_ALL": "C"}  # bytes, not characters: -i folds ASCII only, which is all a folded needle holds
# -a: every file as text (the binary rule is ours); -Z: a NUL ends the path, \n the line
_FLAGS = ("--fixed-strings", "--text", "--line-number", "--with-filename", "--null", "--no-messages", "--color=never")
_RECORD = re.compile(rb"([^\0]*)\0([0-9]+):([^\n]*)\n")


class _Unusable(Exception):
    """grep printed something other than asked for: its answer is not used."""


def prefiltered_search(
    root: str, files: Sequence[str], rx: re.Pattern[str], needles: Needles, fold: bool, keep: int
) -> Found | None:
    """search_file's findings (the first `keep` per file), from the lines GNU grep finds; None: grep can't.

    Files come in the given order, those without a matching line left out.
    """
    exe = _gnu_grep()
    if exe is None or len(files) < MIN_FILES or "-" in files or any(not n or b"\n" in n or b"\0" in n for n in needles):
        return None  # "-" would mean stdin; a needle with \n would be two patterns; argv cannot hold \0
    argv = [exe, *_FLAGS, *(["--ignore-case"] if fold else [])]
    for needle in needles:
        argv += ["-e", os.fsdecode(needle)]
    batches = _batches(files)
    with ThreadPoolExecutor(_workers()) as pool:
        parts = [
            part
            for part in pool.map(functools.partial(_search_batch, argv, root, rx, keep), batches)
            if part is not None
        ]
    return [hit for part in parts for hit in part] if len(parts) == len(batches) else None


def _search_batch(argv: list[str], root: str, rx: re.Pattern[str], keep: int, batch: Sequence[str]) -> Found | None:
    try:
        proc = subprocess.Popen([*argv, "--", *batch], cwd=root, env=_ENV, stdin=DEVNULL, stdout=PIPE, stderr=DEVNULL)
    except (OSError, ValueError):
        return None
    found: Found = []
    with proc:
        try:
            for path, lines in _by_file(cast(io.BufferedReader, proc.stdout)):
                rel = os.fsdecode(path)
                if matches := search_lines(root + rel, lines, rx):
                    found.append((rel, len(matches), matches[:keep]))  # no more is ever shown: memory stays small
        except _Unusable:
            proc.kill()
    # 1 means "no match"; 2 an error (say, an unreadable file) after which output may be short: use Python instead
    return found if proc.returncode in (0, 1) else None


def _by_file(out: io.BufferedReader) -> Iterator[tuple[bytes, Lines]]:
    """(path, [(line number, raw line)]) per file, as grep's output streams in."""
    path: bytes | None = None
    lines: Lines = []
    parts: list[bytes] = []  # output not parsed yet: the start of one record
    while chunk := out.read1(_CHUNK):
        parts.append(chunk)
        if b"\n" not in chunk:
            continue  # a record ends with a newline: a long line is joined once, not once per chunk
        data, end = b"".join(parts), 0
        while record := _RECORD.match(data, end):
            end = record.end()
            if record[1] != path:
                if path is not None:
                    yield path, lines
                path, lines = record[1], []
            lines.append((int(record[2]), record[3]))
        parts = [data[end:]]
    if any(parts):  # cut short, or not the format asked for
        raise _Unusable
    if path is not None:
        yield path, lines


def _batches(files: Sequence[str]) -> list[Sequence[str]]:
    """Contiguous slices, two per CPU (one is checked while the next is searched), more for long command lines."""
    size = len(os.fsencode("\0".join(files))) + 9 * len(files)  # each path, its NUL and its argv pointer
    count = max(2 * _workers(), -(-size // _ARG_BYTES))
    step = -(-len(files) // count)
    return [files[i : i + step] for i in range(0, len(files), step)]


def _workers() -> int:
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(cpus or 1, 8))


def _gnu_grep() -> str | None:
    exe = shutil.which("grep")
    return exe if exe is not None and _is_gnu(exe) else None


@functools.cache
def _is_gnu(exe: str) -> bool:
    """Other greps (BSD, BusyBox) differ in flags and output: only GNU grep's are relied upon."""
    try:
        done = subprocess.run([exe, "--version"], env=_ENV, stdin=DEVNULL, capture_output=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return False
    return b"GNU grep" in done.stdout.split(b"\n", 1)[0]
