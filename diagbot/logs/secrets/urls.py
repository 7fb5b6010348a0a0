"""Credentials inside URLs: `scheme://user:pass@host`, connection strings, a DSN's key, a token as the user."""

from __future__ import annotations

import re

from diagbot.logs.secrets import PLACEHOLDER
from diagbot.logs.secrets.values import high_entropy, is_stand_in

# postgres://u:p@h, mongodb+srv://u:p@h, redis://:p@h (no user), https://x-access-token:ghs_…@github.com
_USERINFO = re.compile(r"(?<=://)(?P<user>[^\s:/@\"'<>]{0,100}):(?P<v>[^\s@/\"'<>]{1,200})@(?=[\w\[])")
# a DSN or a clone URL with the key as the user: https://<32 hex>@o1.ingest.sentry.io/2, https://<token>@github.com
_KEY_USER = re.compile(r"(?<=://)(?P<v>[A-Za-z0-9_+=-]{20,200})@(?=[\w\[])")
_STAND_IN = re.compile(r"^(?:\$\{?\w+\}?|\{[^{}]*\}|%[sd]|\*+|x+|<[^<>]*>|\[REDACTED [a-z-]+\]|\.\.\.|…)$", re.I)


def redact_urls(line: str) -> str:
    """Replace a URL's password (from 3 chars; `u:p@` in a URL parser's test is no credential) and key users."""
    if "://" not in line:
        return line

    def password(m: re.Match[str]) -> str:
        value = m.group("v")
        if len(value) < 3 or _STAND_IN.match(value) or is_stand_in(value):
            return m.group(0)
        return f"{m.group('user')}:{PLACEHOLDER.format('url-password')}@"

    line = _USERINFO.sub(password, line)
    return _KEY_USER.sub(_key_user, line)


def _key_user(m: re.Match[str]) -> str:
    value = m.group("v")
    random = high_entropy(value) or re.fullmatch(r"[0-9a-f]{32,}", value) is not None
    return PLACEHOLDER.format("url-key") + "@" if random else m.group(0)
