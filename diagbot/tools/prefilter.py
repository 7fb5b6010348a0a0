"""A fast line prefilter for grep: GNU grep -F lists the lines that hold a required literal.

It only narrows the lines the Python regex sees, so the output and the dialect (Python `re`) stay the same on
every machine: without GNU grep, or when it fails, search.py reads every file itself, with the same result.
Each batch of files streams through its own grep process; a few run ahead while this thread checks the lines
of the oldest. The regex runs in the calling thread only: there grep's time limit (deadline.py) can stop it.
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import re
import shutil
import subprocess
from collections import deque
from collections.abc import Iterator, Sequence
from subprocess import DEVNULL, PIPE
from typing import cast

try:
    import fcntl
except ImportError:  # Windows: no pipe sizes to set
    fcntl = None  # type: ignore[assignment]

from diagbot.tools.deadline import SearchTimeout
from diagbot.tools.grep_records import Unusable, by_file
from diagbot.tools.needles import Needles
from diagbot.tools.search import Match, Skips, search_file, search_lines

MIN_FILES = 200  # below this, starting processes costs more than it saves
Found = list[tuple[str, int, list[Match]]]  # (path, how many lines match, the first few) for the files with any
_ARG_BYTES = 1 << 19  # path bytes per process, well under the kernel's argument limit
_PIPE_BYTES = 1 << 20  # Linux's default ceiling for an unprivileged pipe
_ENV = {"LC_ALL": "C"}  # bytes, not characters: -i folds ASCII only, which is all a folded needle holds
# -a: every file as text (the binary rule is ours); -Z: a NUL ends the path, \n the line
_FLAGS = ("--fixed-strings", "--text", "--line-number", "--with-filename", "--null", "--no-messages", "--color=never")


def prefiltered_search(
    root: str, files: Sequence[str], rx: re.Pattern[str], needles: Needles, fold: bool, keep: int, skips: Skips
) -> Iterator[tuple[str, int, list[Match]]] | None:
    """search_file's findings (the first `keep` per file), from the lines GNU grep finds; None: grep can't.

    Files come in the given order, those without a matching line left out.
    """
    exe = _gnu_grep()
    if exe is None or len(files) < MIN_FILES or "-" in files or any(not n or b"\n" in n or b"\0" in n for n in needles):
        return None  # "-" would mean stdin; a needle with \n would be two patterns; argv cannot hold \0
    argv = [exe, *_FLAGS, *(["--ignore-case"] if fold else [])]
    for needle in needles:
        argv += ["-e", os.fsdecode(needle)]
    return _run(argv, root, _batches(files), (rx, needles, fold, keep), skips)


def _run(
    argv: list[str], root: str, batches: list[Sequence[str]], query: tuple[re.Pattern[str], Needles, bool, int],
    skips: Skips,
) -> Iterator[tuple[str, int, list[Match]]]:  # fmt: skip
    waiting = deque(batches)
    running: deque[tuple[Sequence[str], subprocess.Popen[bytes] | None]] = deque()
    try:
        while waiting or running:
            while waiting and len(running) < 1 + _workers():  # the batch being checked and a few running ahead
                batch = waiting.popleft()
                running.append((batch, _start(argv, root, batch)))
            found: Found = []
            try:
                _finish(*running.popleft(), root, query, skips, found)
            except SearchTimeout:
                yield from found  # what the batch had found before the time limit is still shown
                raise
            yield from found
    finally:  # stopped early (the time limit, the caller gone): no grep outlives the search
        for _, proc in running:
            if proc is not None:
                proc.kill()
                proc.wait()


def _start(argv: list[str], root: str, batch: Sequence[str]) -> subprocess.Popen[bytes] | None:
    try:
        proc = subprocess.Popen([*argv, "--", *batch], cwd=root, env=_ENV, stdin=DEVNULL, stdout=PIPE, stderr=DEVNULL)
    except (OSError, ValueError):
        return None
    setpipe = getattr(fcntl, "F_SETPIPE_SZ", None)  # Linux: a grep running ahead fills 1 MiB before it waits
    if setpipe is not None:
        with contextlib.suppress(OSError):
            fcntl.fcntl(cast(io.BufferedReader, proc.stdout).fileno(), setpipe, _PIPE_BYTES)
    return proc


def _finish(
    batch: Sequence[str], proc: subprocess.Popen[bytes] | None, root: str,
    query: tuple[re.Pattern[str], Needles, bool, int], skips: Skips, found: Found,
) -> None:  # fmt: skip
    """One batch's findings into `found`, from its grep's output; searched in Python instead when grep failed."""
    rx, needles, fold, keep = query
    if proc is not None:
        cut: list[tuple[bytes, int]] = []
        with proc:
            try:
                for path, lines in by_file(cast(io.BufferedReader, proc.stdout), cut):
                    rel = os.fsdecode(path)
                    if matches := search_lines(root + rel, lines, rx, skips):
                        found.append((rel, len(matches), matches[:keep]))  # no more is ever shown: memory stays small
            except Unusable:
                proc.kill()
        # 1 means "no match"; 2 an error (say, an unreadable file) after which output may be short: use Python instead
        if proc.returncode in (0, 1):
            skips.cut += [(root + os.fsdecode(path), n) for path, n in cut]
            return
    found.clear()
    for rel in batch:
        if matches := search_file(root + rel, rx, needles, fold, skips):
            found.append((rel, len(matches), matches[:keep]))


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
