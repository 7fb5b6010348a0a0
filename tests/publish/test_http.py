"""The publishers' shared HTTP pieces: rate-limit waits, the marker, safe digging."""

from __future__ import annotations

import httpx
import pytest

from diagbot.publish.http import dig, is_rate_limited, marker, rate_limit_wait


@pytest.mark.parametrize(
    ("status", "headers", "wait"),
    [
        (429, {"retry-after": "7"}, 7.0),
        (403, {"retry-after": "2"}, 2.0),
        (403, {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "1010"}, 10.0),
        (429, {"ratelimit-remaining": "0", "ratelimit-reset": "1003"}, 3.0),
        (429, {"retry-after": "Wed, 21 Oct 2015 07:28:00 GMT"}, None),
        (403, {"x-ratelimit-remaining": "12"}, None),
        (429, {}, None),
        (500, {"retry-after": "1"}, None),
    ],
)
def test_rate_limit_wait(status: int, headers: dict[str, str], wait: float | None) -> None:
    assert rate_limit_wait(httpx.Response(status, headers=headers), now=1000.0) == wait


@pytest.mark.parametrize(
    ("status", "headers", "limited"),
    [
        (429, {}, True),
        (403, {"x-ratelimit-remaining": "0"}, True),
        (403, {}, False),
        (404, {"retry-after": "1"}, False),
    ],
)
def test_is_rate_limited(status: int, headers: dict[str, str], limited: bool) -> None:
    assert is_rate_limited(httpx.Response(status, headers=headers)) is limited


def test_marker_percent_encodes_every_name() -> None:
    assert marker("a b", "x/-->y") == "<!-- diagbot:job=a%20b/x%2F--%3Ey -->"


@pytest.mark.parametrize(
    ("keys", "found"),
    [(("a", 0, "b"), 1), (("a", 1, "b"), None), (("a", "b"), None), (("x",), None), (("a", 0, "b", "c"), None)],
)
def test_dig_stops_at_the_first_step_that_does_not_fit(keys: tuple[str | int, ...], found: object) -> None:
    assert dig({"a": [{"b": 1}]}, *keys) == found
