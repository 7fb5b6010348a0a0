"""The exception tree. Only two lanes raise; the model's own mistakes are values, not exceptions.

DiagbotError
├── UsageError            the user's mistake: bad flag, bad config, unreadable log (exit 2)
│   └── CiError           the CI's API refused: no token, unknown run (exit 2)
│       └── CiUnavailable the CI's API is down or rate limited past the wait: diagbot's failure (exit 0, 1 --strict)
└── ProviderError         the model service failed after retries; recorded on the Diagnosis
    ├── AuthError         401/403: the key is missing or wrong
    ├── NotFoundError     404: wrong model name or base URL
    ├── RateLimited       429 that outlived the retries
    ├── BadResponse       4xx/5xx the provider answered, or a stream that broke its format
    └── StreamError       an error event mid-stream after HTTP 200
"""

from __future__ import annotations


class DiagbotError(Exception):
    """Root of every error diagbot raises on purpose."""


class UsageError(DiagbotError):
    """The user gave something unusable; the message says what and what would be right."""


class CiError(UsageError):
    """The CI's API could not give the run, the job or its log; the message says what to check."""


class CiUnavailable(CiError):
    """The CI's API is unreachable, failing (5xx after retries) or rate limited for longer than diagbot waits: an
    outage, not the user's mistake, so it is said and the step goes on (exit 0; 1 with --strict)."""


class ProviderError(DiagbotError):
    """The model provider failed in a way retries did not cure."""


class AuthError(ProviderError):
    """The provider refused the credentials (401/403)."""


class NotFoundError(ProviderError):
    """The provider does not know the model or the endpoint (404)."""


class RateLimited(ProviderError):
    """The provider kept answering 429 past the retry budget."""


class BadResponse(ProviderError):
    """The provider answered with an error status or a malformed body."""


class StreamError(ProviderError):
    """The stream carried an error object after HTTP 200; the turn is void."""
