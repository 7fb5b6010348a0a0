"""GET requests to a CI's API: JSON, pages, and logs streamed to a file in bounded memory.

Rate limits (429, GitHub's 403 with rate-limit headers) and 5xx are retried, honouring Retry-After, within a
bounded wait. Redirects are followed by hand: a log download answers 302 to a short-lived URL on another host
that rejects an Authorization header, so the credentials never leave the API's own origin.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from diagbot.errors import CiError, CiUnavailable
from diagbot.llm.retry import backoff
from diagbot.publish.http import describe, is_rate_limited, json_of, rate_limit_wait, same_origin

ATTEMPTS = 4
MAX_WAIT_S = 60.0  # one wait longer than this means the quota is gone: say so rather than hang the CI step
MAX_PAGES = 50
MAX_REDIRECTS = 5
CHUNK = 1 << 16
CREDENTIALS = ("authorization", "private-token", "job-token")
TIMEOUT = httpx.Timeout(15.0, read=60.0)


class LogGone(CiError):
    """The log is no longer there (HTTP 410: expired or deleted)."""


@dataclass
class CiApi:
    """One CI API: a base URL, fixed headers, and the words its errors use (`service`, `hint`)."""

    client: httpx.Client
    base: str
    headers: dict[str, str]
    service: str
    hint: str
    sleep: Callable[[float], None] = time.sleep
    clock: Callable[[], float] = time.time

    def url(self, path: str) -> str:
        """An absolute URL for `path` (URLs pass through)."""
        return path if path.startswith(("http://", "https://")) else f"{self.base.rstrip('/')}/{path.lstrip('/')}"

    def get_json(self, path: str, what: str) -> Any:
        """The JSON body of GET `path`; raises CiError naming `what` when it cannot be had."""
        response = self._get(self.url(path))
        if not response.is_success:
            raise self.error(response, what)
        return json_of(response)

    def pages(self, path: str, what: str, key: str | None = None) -> Iterator[Any]:
        """The items of every page (Link rel=next, else GitLab's X-Next-Page); `key` names the list in an object."""
        url: str | None = self.url(path)
        for _ in range(MAX_PAGES):
            if url is None:
                return
            response = self._get(url)
            if not response.is_success:
                raise self.error(response, what)
            body = json_of(response)
            items = body.get(key) if key and isinstance(body, dict) else body
            yield from items if isinstance(items, list) else []
            url = _next_page(response)
            if url is not None and not same_origin(url, response.url):  # the token goes to the API's origin only
                host = httpx.URL(url).netloc.decode()
                raise CiError(f"{self.service}'s next page of {what} points at another host ({host}): not followed")

    def download(self, path: str, dest: Path, what: str) -> int:
        """Stream GET `path` into `dest`, following redirects by hand; returns the bytes written."""
        url, headers = self.url(path), dict(self.headers)
        hops = retries = 0
        while hops <= MAX_REDIRECTS:
            try:
                with self.client.stream("GET", url, headers=headers) as response:
                    if response.is_redirect and "location" in response.headers:
                        url, headers, hops = _redirect(response), _same_origin(response, headers), hops + 1
                        continue
                    wait = self._wait(response, retries)
                    if wait is not None:
                        self.sleep(wait)
                        retries += 1
                        continue
                    return self._keep(response, dest, what)
            except httpx.HTTPError as exc:
                raise CiUnavailable(f"{what}: {self.service} unreachable: {type(exc).__name__}: {exc}") from None
        raise CiError(f"{what}: more than {MAX_REDIRECTS} redirects")

    def _keep(self, response: httpx.Response, dest: Path, what: str) -> int:
        if response.status_code == 410:
            raise LogGone(f"{what}: the log is gone (HTTP 410: it expired or was deleted)")
        if not response.is_success:
            response.read()
            raise self.error(response, what)
        return _save(response, dest)

    def error(self, response: httpx.Response, what: str) -> CiError:
        """The CiError for a refused or failed request, with the hint for the refusals a token explains."""
        said = f"{self.service} answered {describe(response)} for {what}"
        if is_rate_limited(response):
            return CiUnavailable(f"{said}: rate limited; try again later")
        if response.status_code in (401, 403, 404):
            return CiError(f"{said}; {self.hint}")
        return CiUnavailable(said) if response.status_code >= 500 else CiError(said)

    def _get(self, url: str) -> httpx.Response:
        for attempt in range(ATTEMPTS):
            try:
                response = self.client.get(url, headers=self.headers)
            except httpx.HTTPError as exc:
                if attempt == ATTEMPTS - 1:
                    raise CiUnavailable(
                        f"{self.service} API unreachable at {url}: {type(exc).__name__}: {exc}"
                    ) from None
                self.sleep(backoff(attempt))
                continue
            wait = self._wait(response, attempt)
            if wait is None:
                return response
            self.sleep(wait)
        return response

    def _wait(self, response: httpx.Response, attempt: int) -> float | None:
        """Seconds to wait before retrying `response`, or None to take it as it is."""
        if attempt >= ATTEMPTS - 1:
            return None
        if is_rate_limited(response):
            wait = rate_limit_wait(response, self.clock())
            return wait if wait is not None and wait <= MAX_WAIT_S else None
        return backoff(attempt) if response.status_code >= 500 else None


def _redirect(response: httpx.Response) -> str:
    return str(response.url.join(response.headers["location"]))


def _same_origin(response: httpx.Response, headers: dict[str, str]) -> dict[str, str]:
    """The headers for the redirect's target: without credentials when it is another origin."""
    if same_origin(response.url.join(response.headers["location"]), response.url):
        return headers
    return {k: v for k, v in headers.items() if k.lower() not in CREDENTIALS}


def _next_page(response: httpx.Response) -> str | None:
    link = response.links.get("next", {}).get("url")
    if link:
        return str(link)
    page = response.headers.get("x-next-page", "").strip()
    return str(response.url.copy_merge_params({"page": page})) if page.isdigit() else None


def _save(response: httpx.Response, dest: Path) -> int:
    written = 0
    try:
        with dest.open("wb") as out:
            for chunk in response.iter_bytes(CHUNK):  # bounded memory: one chunk at a time
                out.write(chunk)
                written += len(chunk)
    except httpx.HTTPError as exc:
        raise CiUnavailable(
            f"the log download broke off after {written:,} bytes: {type(exc).__name__}: {exc}"
        ) from None
    except OSError as exc:
        raise CiError(f"cannot write the log to {dest}: {exc.strerror or exc}") from None
    return written
