"""The streaming POST both HTTP providers share: a client per turn, retries, and errors that say what to check."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import httpx

from diagbot.errors import AuthError, BadResponse, NotFoundError, ProviderError, RateLimited, StreamError
from diagbot.llm.retry import Transient, is_retryable, with_retries
from diagbot.llm.sse import SSEEvent, iter_events

T = TypeVar("T")
DETAIL_CHARS = 300
TIMEOUT_HINT = (
    "for a slow server raise request_timeout (--request-timeout, DIAGBOT_REQUEST_TIMEOUT), or try again later"
)


class HTTPStatusFailure(BadResponse):
    """The provider answered an error status; `status` and its own `detail` text are kept."""

    def __init__(self, message: str, status: int, detail: str) -> None:
        super().__init__(message)
        self.status = status
        self.detail = detail


@dataclass(frozen=True)
class Endpoint:
    """Where one provider's requests go and how its errors are explained."""

    provider: str  # for messages, e.g. "OpenAI-compatible server"
    url: str
    model: str
    headers: Mapping[str, str]
    key_vars: str  # e.g. "DIAGBOT_API_KEY (or OPENAI_API_KEY)"
    secret: str | None  # the key, never to appear in a message


class _Borrowed(httpx.BaseTransport):
    """A caller's transport, used by the per-turn client but not closed with it."""

    def __init__(self, transport: httpx.BaseTransport) -> None:
        self._transport = transport

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        return self._transport.handle_request(request)


class StreamingHTTP:
    """POST a JSON body, read the SSE reply with `read`; retried whole, so no partial turn survives.

    `read_timeout` is the longest silence allowed while waiting for and reading the stream; a server silent that
    long is not retried (other failures are, see retry.py), so a hung server costs one timeout, not three."""

    def __init__(
        self,
        *,
        connect_timeout: float,
        read_timeout: float,
        transport: httpx.BaseTransport | None,
        sleep: Callable[[float], None],
    ) -> None:
        self._timeout = httpx.Timeout(read_timeout, connect=connect_timeout)
        self._transport = transport
        self._sleep = sleep

    def post(self, endpoint: Endpoint, body: dict[str, Any], read: Callable[[Iterator[SSEEvent]], T]) -> T:
        """One turn: every attempt starts from nothing (a fresh `read`, a fresh accumulator)."""
        return with_retries(lambda: self._attempt(endpoint, body, read), sleep=self._sleep)

    def _attempt(self, endpoint: Endpoint, body: dict[str, Any], read: Callable[[Iterator[SSEEvent]], T]) -> T:
        transport = _Borrowed(self._transport) if self._transport else None
        try:
            with (
                httpx.Client(timeout=self._timeout, transport=transport) as client,
                client.stream("POST", endpoint.url, json=body, headers=dict(endpoint.headers)) as response,
            ):
                if response.status_code >= 400:
                    response.read()
                    raise status_error(endpoint, response.status_code, response.text, response.headers)
                if 300 <= response.status_code < 400:  # not followed: the key would go wherever it points
                    where = response.headers.get("location", "(no location)")[:200]
                    raise BadResponse(
                        f"{endpoint.provider} at {endpoint.url} answered HTTP {response.status_code}, a redirect to "
                        f"{where}: set the base URL (--base-url, DIAGBOT_BASE_URL) to where the API is"
                    )
                if response.headers.get("content-type", "").startswith("application/json"):
                    response.read()  # a gateway that ignored stream: true, or put its error in a 200
                    raise BadResponse(
                        f"{endpoint.provider} sent JSON, not a stream: {error_detail(response.text, endpoint.secret)}"
                    )
                return read(iter_events(response.iter_bytes()))
        except httpx.ReadTimeout as exc:  # silent for the whole timeout: asking again would only wait as long again
            raise ProviderError(
                f"{endpoint.provider} at {endpoint.url} sent nothing for {self._timeout.read:g} s (ReadTimeout), "
                f"so it was not asked again; {TIMEOUT_HINT}"
            ) from exc
        except httpx.TimeoutException as exc:
            message = f"{endpoint.provider} at {endpoint.url} timed out ({type(exc).__name__})"
            raise Transient(ProviderError(f"{message}; {TIMEOUT_HINT}")) from exc
        except httpx.TransportError as exc:
            message = f"could not talk to {endpoint.provider} at {endpoint.url}: {str(exc) or type(exc).__name__}"
            raise Transient(ProviderError(message + "; check the base URL and the network")) from exc
        except StreamError as exc:
            raise Transient(exc) from exc  # the turn is void; the retry starts it over


def status_error(endpoint: Endpoint, status: int, body: str, headers: Mapping[str, str]) -> Exception:
    """The exception for an error status: Transient for the retryable ones, else a ProviderError."""
    detail = error_detail(body, endpoint.secret)
    said = f"{endpoint.provider} answered HTTP {status}: {detail}"
    if status in (401, 403):
        hint = f"check {endpoint.key_vars}" if endpoint.secret else f"no API key was set: set {endpoint.key_vars}"
        return AuthError(f"{said} ({hint})")
    if status == 404:
        return NotFoundError(
            f"{said} (check the model name {endpoint.model!r} (--model, DIAGBOT_MODEL) and the base URL "
            f"{endpoint.url} (--base-url, DIAGBOT_BASE_URL))"
        )
    if status == 429:
        return Transient(RateLimited(f"{said} (rate limited; gave up after retries)"), headers)
    failure = HTTPStatusFailure(said, status, detail)
    return Transient(failure, headers) if is_retryable(status) else failure


def error_detail(body: str, secret: str | None = None) -> str:
    """The provider's own error message (from its JSON when it has one), one line, truncated, key removed."""
    text = body
    try:
        data = json.loads(body)
    except ValueError:
        data = None
    if isinstance(data, dict):
        error = data.get("error", data)
        message = error.get("message") if isinstance(error, dict) else error
        text = message if isinstance(message, str) and message else body
    text = " ".join(text.split()) or "(empty body)"
    if secret:
        text = text.replace(secret, "***")
    return text if len(text) <= DETAIL_CHARS else text[: DETAIL_CHARS - 1] + "…"


def decode_data(data: str, *, cut: bool = False) -> dict[str, Any] | None:
    """An event's JSON object; None for non-objects and for keepalive comments a proxy re-wrapped as data.

    `cut`: the stream ended inside this event; half an object there is a dropped connection (StreamError, retried),
    not a server that speaks something else (BadResponse)."""
    if data.lstrip().startswith(":"):
        return None
    try:
        value = json.loads(data)
    except ValueError:
        if cut:
            raise StreamError(f"the stream broke off mid-stream, inside an event: {data[-60:]!r}") from None
        raise BadResponse(f"the stream sent something that is not JSON: {data[:120]!r}") from None
    return value if isinstance(value, dict) else None


def env_key(env: Mapping[str, str], fallback: str) -> str | None:
    """DIAGBOT_API_KEY, else the provider's own variable; empty counts as unset."""
    return env.get("DIAGBOT_API_KEY") or env.get(fallback) or None
