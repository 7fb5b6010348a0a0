"""One line per failure: a parsed failure's `log_line` moves from where its block starts (pytest's `____ test ____`
banner, a test's `FAILED` verdict, a panic's `thread ... panicked at`) to the line in that block that states its error
(the `E` line, the panic's message, the first line of the assertion diff)."""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import replace

from diagbot.logs.types import Failure

_REACH = 200  # lines: how far below its block's start a failure's error may be stated
_KEY = 30  # chars of the message that must appear on the line
_EXC_PREFIX = re.compile(r"^[\w.]+(?:Error|Exception|Failure): ")
_ECHO = re.compile(r"^\s*>\s")  # pytest's echo of the source line that raised: the code, not the error


def anchor_failures(failures: Sequence[Failure], numbered: Sequence[tuple[int, str]]) -> list[Failure]:
    """The failures, each with its log line moved to the first line of its block that says its message; a failure
    whose message no line of its block says keeps its line. A block ends where the next failure's starts."""
    numbers = [n for n, _ in numbered]
    starts = sorted({f.log_line for f in failures if f.log_line is not None})
    out = []
    for failure in failures:
        start = failure.log_line
        keys = _keys(failure.message)
        if start is None or not keys:
            out.append(failure)
            continue
        following = starts[bisect.bisect_right(starts, start) :]
        stop = min(following[0] if following else start + _REACH + 1, start + _REACH + 1)
        at = bisect.bisect_left(numbers, start)
        said = next((n for n, text in numbered[at:] if n >= stop or _says(text, keys)), None)
        out.append(replace(failure, log_line=said) if said is not None and said < stop else failure)
    return out


def _keys(message: str) -> list[str]:
    """What a line that states the message holds: its start, with and without the exception's name."""
    said = " ".join(message.split()).split(" (")[0]
    return [k[:_KEY] for k in dict.fromkeys((said, _EXC_PREFIX.sub("", said))) if len(k) >= 6]


def _says(text: str, keys: list[str]) -> bool:
    if _ECHO.match(text):
        return False
    line = " ".join(text.split())
    return any(k in line for k in keys)
