"""Delivers one event to one endpoint."""

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from webhooks.retry import backoff, should_retry
from webhooks.signing import sign_payload

Send = Callable[[str, bytes, dict[str, str]], int]  # (url, body, headers) -> HTTP status


@dataclass
class Delivery:
    """The outcome of delivering an event."""

    url: str
    attempts: int = 0
    statuses: list[int] = field(default_factory=list)
    waits: list[float] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """The last attempt got a 2xx answer."""
        return bool(self.statuses) and 200 <= self.statuses[-1] < 300


def encode(event: dict[str, object]) -> bytes:
    """The canonical body: compact JSON with sorted keys."""
    return json.dumps(event, separators=(",", ":"), sort_keys=True).encode()


def deliver(url: str, event: dict[str, object], secret: bytes, send: Send, timestamp: int) -> Delivery:
    """POST the signed event, retrying transient failures."""
    body = encode(event)
    result = Delivery(url)
    while True:
        signature = sign_payload(secret, body, timestamp)
        headers = {"Content-Type": "application/json", "Webhook-Signature": signature}
        status = send(url, body, headers)
        result.attempts += 1
        result.statuses.append(status)
        if not should_retry(status, result.attempts):
            return result
        result.waits.append(backoff(result.attempts))
