"""Credentials that a label announces: HTTP auth headers, cookies, `curl -u`, AWS secret keys, `::add-mask::`."""

from __future__ import annotations

import re

from diagbot.logs.secrets import PLACEHOLDER

# (kind, pattern with the secret as group "v", words one of which the lowercased line must hold)
_RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "auth-header",
        r"(?i)(?:(?<![\w-])|(?<=\\[nrt]))(?:authorization|proxy-authorization)[\"']?[ \t]*[:=][ \t]*[\"'`]?"
        r"(?:(?:basic|bearer|token|digest|negotiate|ntlm|aws4-hmac-sha256)[ \t]+)?"
        r"(?!(?:basic|bearer|token|digest|negotiate|ntlm|aws4-hmac-sha256)(?![\w-]))"  # `"Bearer " + token`: code
        r"(?P<v>(?:[^\s\"',;\\]|\\(?![nrt])){6,})",
        ("authorization",),
    ),
    ("bearer-token", r"(?i)(?:\b|(?<=\\[nrt]))bearer\s+(?P<v>[A-Za-z0-9._~+/=-]{16,})", ("bearer",)),
    ("curl-user", r"\bcurl\b[^\n]*?\s(?:-u|--user)[ \t]+[\"']?[^\s:\"']*:(?P<v>[^\s\"']+)", ("curl",)),
    (
        "aws-secret-key",
        r"(?i)aws_?secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])",
        ("secret",),
    ),
    ("cookie", r"(?i)(?:^|[\s\"'])(?:set-)?cookie[\"']?:[ \t]*(?P<v>[^\s;\"'=]+=[^\n\"']+)", ("cookie",)),
)
_COMPILED = tuple((kind, re.compile(rx), words) for kind, rx, words in _RULES)
# every pair's value but a cookie's attributes (Path=/, Domain=…, Expires=…)
_COOKIE_PAIR = re.compile(
    r"(?P<name>(?<![\w-])(?!(?i:path|domain|expires|max-age|samesite)=)[^\s;=]+)=(?!\[REDACTED)(?P<v>[^\s;\"']+)"
)
# a reference, mask or placeholder, or code: `req.Header["X"]`, `[]string{…}`, a template literal
_SAFE = re.compile(r"^(?:\[REDACTED|\$\{?\w|\*+$|<|[`\[({]|[A-Za-z_]\w*(?:\.\w+)+[\[(]?$|[A-Za-z_]\w*[\[(]$)")


def _sub(kind: str, rx: re.Pattern[str], line: str) -> str:
    def repl(m: re.Match[str]) -> str:
        value = m.group("v")
        if _SAFE.match(value):
            return m.group(0)
        start, end = m.start("v") - m.start(), m.end("v") - m.start()
        whole = m.group(0)
        if kind == "cookie":  # every pair's value, names kept: `session=[REDACTED cookie]`
            return whole[:start] + _COOKIE_PAIR.sub(rf"\g<name>={PLACEHOLDER.format(kind)}", value) + whole[end:]
        return whole[:start] + PLACEHOLDER.format(kind) + whole[end:]

    return rx.sub(repl, line)


def redact_headers(line: str, lower: str) -> str:
    """Replace announced credentials on one line; `lower` is the line lowercased, for the cheap word test."""
    for kind, rx, words in _COMPILED:
        if any(w in lower for w in words):
            line = _sub(kind, rx, line)
    return line
