"""Which vendor a key belongs to, and the checks that keep it there: a key is never sent to another vendor's API.

Anthropic's keys all start `sk-ant-`; OpenAI's start `sk-` too, so the one prefix tells them apart. Only the two
public APIs are judged: a gateway or a local server may take any key.
"""

from __future__ import annotations

from typing import Literal
from urllib.parse import urlparse

ProviderName = Literal["mock", "openai", "anthropic"]
KEY_VARIABLES: dict[ProviderName, str] = {"openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY"}
VENDOR_HOSTS = {"openai": "api.openai.com", "anthropic": "api.anthropic.com"}  # the llm modules' DEFAULT_BASE_URL
ANTHROPIC_KEY_PREFIX = "sk-ant-"


def key_vendor(key: str) -> ProviderName:
    """Whose key this is by its shape: Anthropic's all start `sk-ant-`; any other is taken for OpenAI-compatible."""
    return "anthropic" if key.startswith(ANTHROPIC_KEY_PREFIX) else "openai"


def is_http_url(url: str) -> bool:
    """http(s)://host[:port]/path, with a host and a port that parses: what a model server's base URL must be."""
    parsed = urlparse(url)
    try:
        parsed.port  # noqa: B018 (raises on a malformed port)
    except ValueError:
        return False
    return parsed.scheme in ("http", "https") and bool(parsed.hostname)


def is_local(url: str | None) -> bool:
    """True for a server on this machine (Ollama, vLLM, llama.cpp), which needs no API key."""
    host = urlparse(url or "").hostname or ""
    return host == "localhost" or host.startswith("127.") or host == "::1"


def key_problem(provider: str | None, key: str | None, base_url: str | None) -> str | None:
    """Why `provider` cannot run with `key` (none, or another vendor's), or None when it can."""
    var = KEY_VARIABLES.get(provider) if provider in KEY_VARIABLES else None
    if var is None or is_local(base_url):
        return None
    if not key:
        return f"provider {provider} needs an API key: set DIAGBOT_API_KEY or {var} (or a local --base-url)"
    return wrong_vendor(key, provider, base_url)


def wrong_vendor(key: str, provider: str | None, base_url: str | None) -> str | None:
    """Why `key` must not go to this provider's public API (it is another vendor's), or None. A gateway's or a
    local server's URL is not judged: only api.openai.com and api.anthropic.com have keys of a known shape."""
    host = urlparse(base_url).hostname if base_url else VENDOR_HOSTS.get(provider or "")
    vendor = next((v for v, h in VENDOR_HOSTS.items() if h == host), None)
    if vendor is None or key_vendor(key) == vendor:
        return None
    if vendor == "openai":
        return (
            f"the API key is an Anthropic key ({ANTHROPIC_KEY_PREFIX}…), so it was not sent to {host}: "
            "use --provider anthropic (DIAGBOT_PROVIDER=anthropic), or set an OpenAI key"
        )
    return (
        f"the API key is not an Anthropic key (those start {ANTHROPIC_KEY_PREFIX}), so it was not sent to {host}: "
        "use --provider openai for an OpenAI key, or set an Anthropic key"
    )
