"""What the log pipeline hands on: parsed failures and the excerpt the model reads."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Failure:
    """One failure the log reports. `path` is repository-relative; `log_line` is 1-based in the original log."""

    message: str
    framework: str
    test: str | None = None
    path: str | None = None
    line: int | None = None
    log_line: int | None = None


@dataclass(frozen=True)
class LogDigest:
    """The log reduced to what the model needs; every string here is already redacted."""

    excerpt: str
    failures: tuple[Failure, ...] = ()
    log_chars: int = 0
    log_lines: int = 0
    first_error_line: int | None = None
    excerpt_lines: int = 0  # original log lines the excerpt shows verbatim
