"""Retries: exponential backoff with jitter, honouring Retry-After and retry-after-ms (the SDKs' policy)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from email.utils import parsedate_to_datetime
from typing import TypeVar

from diagbot.errors import ProviderError

T = TypeVar("T")
MAX_ATTEMPTS, BASE_DELAY, MAX_DELAY = 3, 0.5, 8.0
RETRY_AFTER_CAP = 60.0  # a server asking for longer still gets at most this


class Transient(Exception):
    """A failure worth another attempt; `error` is raised once the attempts run out."""

    def __init__(self, error: ProviderError, headers: Mapping[str, str] | None = None) -> None:
        super().__init__(str(error))
        self.error, self.headers = error, headers or {}


def is_retryable(status: int) -> bool:
    """408, 409, 429 and every 5xx are worth retrying."""
    return status in (408, 409, 429) or status >= 500


def retry_after(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """Seconds the server asked us to wait (retry-after-ms, else Retry-After seconds or HTTP date), capped."""
    ms, value = headers.get("retry-after-ms", ""), headers.get("retry-after", "")
    try:
        seconds = float(ms) / 1000 if ms else float(value)
    except ValueError:
        try:
            seconds = parsedate_to_datetime(value).timestamp() - (time.time() if now is None else now)
        except (TypeError, ValueError):
            return None
    return min(max(seconds, 0.0), RETRY_AFTER_CAP)


def backoff(attempt: int, rand: Callable[[], float] = random.random) -> float:
    """0.5 s doubling to 8 s, minus up to 25% jitter."""
    return min(BASE_DELAY * 2.0**attempt, MAX_DELAY) * (1 - 0.25 * rand())


def with_retries(attempt: Callable[[], T], *, sleep: Callable[[float], None], attempts: int = MAX_ATTEMPTS) -> T:
    """Run `attempt` until it stops raising Transient, at most `attempts` times; then raise its error."""
    for n in range(attempts):
        try:
            return attempt()
        except Transient as failure:
            if n == attempts - 1:
                raise failure.error from failure.__cause__
            wait = retry_after(failure.headers)
            sleep(backoff(n) if wait is None else wait)
    raise ValueError("attempts must be at least 1")
