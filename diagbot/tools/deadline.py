"""A hard time limit on grep's search, so that no pattern can hold a run (or a CI step) forever.

CPython's regex engine polls for signals while it backtracks, so a SIGALRM handler that raises ends even a
catastrophic match such as `(a+)+$` against a long run of a's; nothing else short of killing the process can.
The limit needs a POSIX system and the main thread (where Python runs signal handlers), which is where diagbot
runs its tools: the CLI, the Action and the hook. Elsewhere (a library caller's own thread, Windows) the search
runs unlimited and only backtrack.py's refusal of the known exponential shapes stands guard.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType


class SearchTimeout(Exception):
    """The time limit ran out inside the guarded block."""


def _expire(signum: int, frame: FrameType | None) -> None:
    raise SearchTimeout


def usable() -> bool:
    """Whether a limit can be armed here: POSIX timers, the main thread, and no other user of ITIMER_REAL."""
    return (
        hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)
    )


@contextmanager
def time_limit(seconds: float) -> Iterator[bool]:
    """Raise SearchTimeout inside the block once `seconds` have passed; yields whether the limit is armed."""
    if not usable():
        yield False
        return
    previous = signal.signal(signal.SIGALRM, _expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield True
    finally:
        try:
            signal.setitimer(signal.ITIMER_REAL, 0)
        finally:  # restored even when the alarm lands at this very moment
            signal.signal(signal.SIGALRM, previous)
