"""What both publishers share: the hidden marker, a client, one bounded wait on a rate limit, pagination, notices."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import httpx

from diagbot.report.safe import code_span

MAX_PAGES = 50  # 5,000 comments at 100 a page: past that we stop looking and post a new one
MAX_WAIT_S = 30.0  # a CI step should not hang on a quota; beyond this we give up with a notice
SECONDARY_WAIT_S = 60.0  # GitHub: a secondary limit that names no wait means at least a minute
TIMEOUT = httpx.Timeout(10.0, read=30.0)


class Skip(Exception):
    """Publishing stops here; the message is the notice the user sees."""


def marker(*names: str) -> str:
    """The hidden first line of our comment; names are percent-encoded so nothing in them can end it."""
    return f"<!-- diagbot:job={'/'.join(quote(n, safe='') for n in names)} -->"


def job_marker(env: Mapping[str, str], *names: str) -> tuple[str, str]:
    """The marker for this job's comment and the visible line naming it: DIAGBOT_COMMENT_KEY (e.g. the matrix
    values) keeps the legs of one matrix job in comments of their own; without it the line is empty."""
    key = " ".join(env.get("DIAGBOT_COMMENT_KEY", "").split())
    if not key:
        return marker(*names), ""
    return marker(*names, key), f"*Job {code_span(key[:200])}*\n\n"


@contextmanager
def client_for(client: httpx.Client | None) -> Iterator[httpx.Client]:
    """Use the caller's client, or make one and close it afterwards."""
    if client is not None:
        yield client
        return
    with httpx.Client(timeout=TIMEOUT) as own:  # no redirects: PRIVATE-TOKEN would follow to any host
        yield own


@dataclass
class Api:
    """Requests with fixed headers; a rate-limited request waits once (within `max_wait`) and retries."""

    client: httpx.Client
    headers: dict[str, str]
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.time
    max_wait: float = MAX_WAIT_S
    waited: list[float] = field(default_factory=list)

    def request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        """Send one request; raises only httpx.HTTPError for transport failures."""
        response = self.client.request(method, url, headers=self.headers, **kwargs)
        wait = rate_limit_wait(response, self.clock())
        if wait is None or wait > self.max_wait or self.waited:
            return response
        self.waited.append(wait)  # once per publish: a second limit means the quota is really gone
        self.sleep(wait)
        return self.client.request(method, url, headers=self.headers, **kwargs)


def same_origin(a: httpx.URL | str, b: httpx.URL | str) -> bool:
    """Same scheme, host and port: where an API's credentials may be sent (a page link or a redirect elsewhere may
    not carry them)."""
    x, y = httpx.URL(str(a)), httpx.URL(str(b))
    return (x.scheme, x.host, x.port) == (y.scheme, y.host, y.port)


def paginate(
    api: Api, url: str, next_url: Callable[[httpx.Response], str | None], fail: Callable[[httpx.Response], str]
) -> Iterator[Any]:
    """Yield the items of every page (at most MAX_PAGES); a failed page raises Skip(fail(response))."""
    page_url: str | None = url
    for _ in range(MAX_PAGES):
        if page_url is None:
            return
        response = api.request("GET", page_url)
        if not response.is_success:
            raise Skip(fail(response))
        page = json_of(response)
        yield from page if isinstance(page, list) else []
        page_url = next_url(response)
        if page_url is not None and not same_origin(page_url, response.url):
            host = httpx.URL(page_url).netloc.decode()
            raise Skip(f"the next page of comments points at another host ({host}): not followed, the token stays")


def rate_limit_wait(response: httpx.Response, now: float) -> float | None:
    """Seconds to wait when `response` is a rate limit that says how long; None otherwise."""
    if response.status_code not in (403, 429):
        return None
    headers = response.headers
    retry_after = _number(headers.get("retry-after"))
    if retry_after is not None:
        return max(retry_after, 0.0)
    remaining = headers.get("x-ratelimit-remaining", headers.get("ratelimit-remaining"))
    reset = _number(headers.get("x-ratelimit-reset", headers.get("ratelimit-reset")))
    if remaining == "0" and reset is not None:
        return max(reset - now, 0.0)
    return SECONDARY_WAIT_S if _says_rate_limit(response) else None


def is_rate_limited(response: httpx.Response) -> bool:
    """A 429, or a 403 that carries rate-limit headers or says so (GitHub's primary and secondary limits; a
    secondary limit's 403 may carry neither header, only `You have exceeded a secondary rate limit`)."""
    headers = response.headers
    remaining = headers.get("x-ratelimit-remaining", headers.get("ratelimit-remaining"))
    limited = "retry-after" in headers or remaining == "0"
    return response.status_code == 429 or (response.status_code == 403 and (limited or _says_rate_limit(response)))


def _says_rate_limit(response: httpx.Response) -> bool:
    """The body's message names a rate limit (a streamed body not read yet says nothing)."""
    try:
        return "rate limit" in response.text.lower()
    except httpx.ResponseNotRead:
        return False


def json_of(response: httpx.Response) -> Any:
    """The JSON body, or None when the body is not JSON (a proxy's HTML error page, say)."""
    try:
        return response.json()
    except ValueError:
        return None


def refusal(service: str, response: httpx.Response, what: str, hint: str) -> str:
    """The notice for a failed request: rate limit, refusal (with `hint`), or other error."""
    if is_rate_limited(response):
        return f"{service} rate limit ({describe(response)}): {what}"
    if response.status_code in (401, 403, 404):
        return f"{service} refused ({describe(response)}): {what}; {hint}"
    return f"{service} API error ({describe(response)}): {what}"


def describe(response: httpx.Response) -> str:
    """`HTTP 403: <message>` with the API's own message when the body has one."""
    message = ""
    data = json_of(response)
    if isinstance(data, dict):
        message = str(data.get("message") or data.get("error") or "")
    text = message or response.reason_phrase
    return f"HTTP {response.status_code}: {text[:200]}" if text else f"HTTP {response.status_code}"


def dig(value: Any, *keys: str | int) -> Any:
    """`value[k1][k2]…` through dicts and lists, or None as soon as a step does not fit."""
    for key in keys:
        if isinstance(value, dict) and isinstance(key, str):
            value = value.get(key)
        elif isinstance(value, list) and isinstance(key, int) and -len(value) <= key < len(value):
            value = value[key]
        else:
            return None
    return value


def _number(value: str | None) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None  # an HTTP-date Retry-After: treat as "unknown", so we give up rather than guess
