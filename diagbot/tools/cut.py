"""A long line cut for the model without cutting a secret in two: the redactor sees the line whole around the cut
first. Cut first and a token crossing the cut (`ghp_…`, an AWS key) loses the shape the redactor knows it by, or a
password loses the name before it (`DB_PASSWORD="…`), and the part left in view goes out as it was written."""

from __future__ import annotations

import re
from collections.abc import Callable

MARGIN = 8192  # chars either side of what is shown that the redactor sees: any secret is whole within them
PLACEHOLDER = "[REDACTED"


def redacted_head(text: str, most: int, redact: Callable[[str], str] | None) -> str:
    """The first `most` chars of `text` once it is redacted (the caller knows `text` is longer than `most`)."""
    if redact is None:
        return text[:most]
    return redact(text[: most + MARGIN])[:most]


def redacted_around(
    line: str, start: int, redact: Callable[[str], str] | None, rx: re.Pattern[str] | None = None
) -> tuple[str, int, int]:
    """(part of `line` redacted, where the match that began at `start` now begins in it, chars left out before it).
    When redaction moved the match, `rx` finds it again; a match inside a secret is shown at its placeholder."""
    if redact is None:
        return line, start, 0
    lo = max(0, start - MARGIN)
    raw = line[lo : start + MARGIN]
    part = redact(raw)
    if part == raw:
        return part, start - lo, lo
    again = rx.search(part) if rx is not None else None
    return part, again.start() if again else max(part.find(PLACEHOLDER), 0), lo
