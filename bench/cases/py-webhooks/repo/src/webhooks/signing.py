"""HMAC signatures that receivers verify."""

import hashlib
import hmac
import time


def sign_payload(secret: bytes, body: bytes, timestamp: int | None = None) -> str:
    """The signature header value: t=<unix time>,v1=<hex hmac of 't.body'>."""
    ts = int(time.time()) if timestamp is None else timestamp
    digest = hmac.new(secret, f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={ts},v1={digest}"


def verify(secret: bytes, body: bytes, header: str, tolerance: int = 300, now: int | None = None) -> bool:
    """Whether the header signs the body and is recent enough."""
    parts = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        ts = int(parts["t"])
    except (KeyError, ValueError):
        return False
    current = int(time.time()) if now is None else now
    if abs(current - ts) > tolerance:
        return False
    expected = sign_payload(secret, body, ts)
    return hmac.compare_digest(expected, header)
