"""When to try a failed delivery again."""

RETRYABLE = frozenset({408, 425, 429, 500, 502, 503, 504})


def should_retry(status: int, attempt: int, max_attempts: int = 5) -> bool:
    """Retry transient statuses until the attempts run out."""
    return status in RETRYABLE and attempt < max_attempts


def backoff(attempt: int, base: float = 0.5, cap: float = 30.0) -> float:
    """Seconds to wait before the next attempt: exponential, capped."""
    return float(min(cap, base * 2**attempt))
