"""What the log pipeline hands on: parsed failures and the excerpt the model reads."""

from __future__ import annotations

from dataclasses import dataclass

MAX_FAILURES = 50  # a digest keeps at most this many failures, the first the log reports
GENERIC = "generic"  # the framework of a failure read from the shapes runners share, in a format no parser knows


@dataclass(frozen=True)
class Failure:
    """One failure the log reports. `path` is repository-relative (the test's own line, not a helper's it called);
    `log_line` is 1-based in the original log, the line that states the error."""

    message: str
    framework: str
    test: str | None = None
    path: str | None = None
    line: int | None = None
    log_line: int | None = None
    frame: str | None = None  # `path:line` of the innermost repository frame, when it is not the location


@dataclass(frozen=True)
class LogDigest:
    """The log reduced to what the model needs; every string here is already redacted."""

    excerpt: str
    failures: tuple[Failure, ...] = ()
    failures_more: int = 0  # failures the log holds beyond the ones kept (extract.MAX_FAILURES), said, not dropped
    log_chars: int = 0
    log_lines: int = 0
    first_error_line: int | None = None
    excerpt_lines: int = 0  # original log lines the excerpt shows verbatim
    unreadable: str | None = None  # why the log holds no text to read (empty, binary), said instead of an excerpt
