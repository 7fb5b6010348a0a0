"""Stand in when the model can't be reached: the offline diagnosis, headed by one line saying why.

The configured provider's failed run stays the Diagnosis (status "failed", its error, its trace, its cost,
so `--strict` still exits 1); the offline run rides along as `fallback`, and the conclusion is its
conclusion under a line such as `model unavailable: 401 from api.openai.com; offline heuristic below`.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import replace
from urllib.parse import urlparse

from diagbot.config import Settings
from diagbot.diagnosis import Diagnosis

_STATUS = re.compile(r"\bHTTP (\d{3})\b")
# what the provider layer says (llm/http.py, agent.py, provider_keys.key_problem), and how the headline puts it
_PHRASES = (
    ("needs an API key", "no API key for {provider}"),
    ("so it was not sent to", "the API key is another vendor's, so it was not sent to {host}"),
    ("sent nothing for", "{host} sent nothing for {timeout:g} s"),
    ("timed out", "{host} timed out after retries"),
    ("could not talk to", "{host} unreachable after retries"),
    ("context budget", "the conversation is over the context budget ({budget:,} chars)"),
    ("held no text and no tool call", "{host} sent an empty answer (no text, no tool call)"),
    ("mid-stream", "{host} broke off the stream after retries"),
)


def should_stand_in(d: Diagnosis, s: Settings) -> bool:
    """The configured model failed, the offline heuristic is not what failed, and fallback is on."""
    return d.status == "failed" and s.fallback and s.provider != "mock"


def headline(failed: Diagnosis, s: Settings) -> str:
    """The line that heads the stand-in's conclusion: `model unavailable: <why>; offline heuristic below`."""
    return f"model unavailable: {unavailable_reason(failed.error or '', s)}; offline heuristic below"


def stand_in(failed: Diagnosis, offline: Diagnosis, line: str) -> Diagnosis:
    """The failed model run carrying the offline diagnosis as its conclusion, under `line`."""
    return replace(failed, conclusion=f"{line}\n\n{offline.conclusion.lstrip()}", fallback=offline)


def unavailable_reason(error: str, s: Settings) -> str:
    """A few words on why the model could not be used: `401 from api.openai.com`, `no API key for openai`."""
    host = provider_host(s)
    status = _STATUS.search(error)
    if status:
        code = int(status[1])
        retried = code in (408, 409, 429) or code >= 500  # llm/retry.py retries these before giving up
        return f"{code} from {host}" + (" after retries" if retried else "")
    for phrase, reason in _PHRASES:
        if phrase in error:
            return reason.format(provider=s.provider, host=host, budget=s.budget_chars, timeout=s.request_timeout)
    said = " ".join(error.split())
    return (said if len(said) <= 160 else said[:159] + "…") or "unknown error"


def provider_host(s: Settings) -> str:
    """`host[:port]` of the provider's API, never its credentials or path."""
    url = s.base_url
    if not url and s.provider != "mock":
        url = str(importlib.import_module(f"diagbot.llm.{s.provider}").DEFAULT_BASE_URL)
    parsed = urlparse(url or "")
    try:
        port = parsed.port
    except ValueError:  # a malformed port: the host alone still says where
        port = None
    host = parsed.hostname or "the provider"
    return f"{host}:{port}" if port else host
