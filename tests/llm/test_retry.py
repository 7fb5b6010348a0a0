from __future__ import annotations

from email.utils import formatdate

import pytest

from diagbot.errors import BadResponse, ProviderError
from diagbot.llm.retry import (
    RETRY_AFTER_CAP,
    Transient,
    backoff,
    is_retryable,
    retry_after,
    with_retries,
)


class Flaky:
    """Fails `failures` times with a Transient carrying `headers`, then returns "ok"."""

    def __init__(self, failures: int, headers: dict[str, str] | None = None) -> None:
        self.failures, self.headers, self.calls = failures, headers, 0

    def __call__(self) -> str:
        self.calls += 1
        if self.calls <= self.failures:
            raise Transient(BadResponse(f"failure {self.calls}"), self.headers)
        return "ok"


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (408, True),
        (409, True),
        (429, True),
        (500, True),
        (503, True),
        (400, False),
        (401, False),
        (404, False),
        (422, False),
    ],
)
def test_is_retryable(status, expected):
    assert is_retryable(status) is expected


def test_retry_after_seconds():
    assert retry_after({"retry-after": "3"}) == 3.0


def test_retry_after_ms_wins_over_seconds():
    assert retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25


def test_retry_after_http_date():
    assert retry_after({"retry-after": formatdate(1_000_030, usegmt=True)}, now=1_000_000) == 30.0


def test_retry_after_is_capped():
    assert retry_after({"retry-after": "3600"}) == RETRY_AFTER_CAP


def test_retry_after_garbage_is_ignored():
    assert retry_after({"retry-after": "soon"}) is None


def test_backoff_doubles_up_to_the_maximum_with_jitter():
    assert [backoff(n, rand=lambda: 0.0) for n in (0, 1, 2, 5)] + [backoff(0, rand=lambda: 1.0)] == [
        0.5,
        1.0,
        2.0,
        8.0,
        0.375,
    ]


def test_with_retries_succeeds_after_transient_failures_without_real_sleep():
    slept: list[float] = []
    flaky = Flaky(2)
    assert (with_retries(flaky, sleep=slept.append), flaky.calls, len(slept)) == ("ok", 3, 2)


def test_with_retries_honours_retry_after_header():
    slept: list[float] = []
    with_retries(Flaky(1, {"retry-after": "7"}), sleep=slept.append)
    assert slept == [7.0]


def test_with_retries_gives_up_after_three_attempts_with_the_last_error():
    flaky = Flaky(5)
    with pytest.raises(BadResponse, match="failure 3"):
        with_retries(flaky, sleep=lambda s: None)
    assert flaky.calls == 3


def test_with_retries_does_not_retry_other_errors():
    def fail() -> str:
        raise ProviderError("permanent")

    with pytest.raises(ProviderError, match="permanent"):
        with_retries(fail, sleep=lambda s: pytest.fail("slept"))
