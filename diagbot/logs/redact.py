"""Secret redaction: the one entry point for logs, tool results, conclusions and reports.

Two modes, one rule set (diagbot/logs/secrets/): a log (`redact(text)`) and repository content (`code=True`: what
read_file, grep and diff return), where only values are replaced, never code: `password = user_password` stays.
Every placeholder keeps the kind, `API_TOKEN=[REDACTED secret-assignment]`, so the model can still reason about "bad
credentials". Line count is preserved (a PEM block keeps its newlines), so line numbers stay true after redaction.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from diagbot.logs.secrets import PLACEHOLDER
from diagbot.logs.secrets.assign import redact_assignments
from diagbot.logs.secrets.echoes import hidden_values, hide_echoes
from diagbot.logs.secrets.headers import redact_headers
from diagbot.logs.secrets.kube import redact_secret_data
from diagbot.logs.secrets.names import is_credential_name
from diagbot.logs.secrets.pem import redact_key_material, redact_pem
from diagbot.logs.secrets.shapes import redact_shapes
from diagbot.logs.secrets.urls import redact_urls
from diagbot.logs.secrets.values import is_path

# `::add-mask::$TOKEN` in a workflow masks nothing; `::add-mask::[REDACTED masked-value]`, read again, neither
_MASK = re.compile(r"::add-mask::(?![$%(]|\{\{|\[REDACTED )([^\s\"'`]{4,})")
# a line holds none of these (lowercased) and no line rule can fire on it: most lines of a log are skipped unread
_GATE = (
    "key", "secret", "token", "pass", "pwd", "cred", "auth", "session", "cookie", "dsn", "sig", "private", "@",
    "bearer", "curl", "login", "mysql", "mariadb", "::add-mask::",
)  # fmt: skip


def redact(text: str, *, code: bool = False) -> str:
    """Replace every recognised secret in `text` by `[REDACTED kind]` (patterns only, no environment).

    With `code=True` the text is repository content: values are redacted, expressions and names never are. A text
    some rule changed is read again, until no rule changes it: a rule's placeholder can free a secret another rule
    found glued to what it replaced (`passwordQm4x…ghp_…`: the token's shape needs a boundary before it)."""
    done = _once(text, code)
    for _ in range(_AGAIN):
        if done == text:
            break
        text, done = done, _once(done, code)
    return done


_AGAIN = 3  # passes after the first, at most (each replaces at least one secret, and a placeholder is no secret)


def _once(text: str, code: bool) -> str:
    lower = text.lower()
    if "::add-mask::" in text:  # a value the workflow asked to hide is hidden wherever it appears
        for value in sorted(set(_MASK.findall(text)), key=len, reverse=True):
            text = text.replace(value, PLACEHOLDER.format("masked-value"))
    if "private key" in lower:
        text = redact_pem(text, code)
    text = redact_shapes(text)
    found: dict[str, str] = {}  # the values the line rules replaced: hidden wherever else they appear
    text = "".join(_lines(text, code, found))
    if found:
        text = hide_echoes(text, found)
    if "kind: secret" in lower:
        text = redact_secret_data(text)
    return redact_key_material(text, code)


def _redact_line(line: str, code: bool) -> str:
    line = redact_urls(line)
    line = redact_headers(line, line.lower())
    return redact_assignments(line, code)


def _lines(text: str, code: bool, found: dict[str, str]) -> Iterator[str]:
    """The text with every gated line redacted (the values replaced go into `found`); ungated lines are yielded as
    they are, in slices."""
    lower = text.lower()
    if len(lower) != len(text):  # a few Unicode letters change length when lowercased: go line by line
        yield "\n".join(_noted(line, code, found) if _gate(line.lower()) else line for line in text.split("\n"))
        return
    pos = 0
    for start in _gated_starts(lower):
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        yield text[pos:start]
        yield _noted(text[start:end], code, found)
        pos = end
    yield text[pos:]


def _noted(line: str, code: bool, found: dict[str, str]) -> str:
    redacted = _redact_line(line, code)
    if redacted != line:
        found.update(hidden_values(line, redacted))
    return redacted


def _gate(lower: str) -> bool:
    return any(word in lower for word in _GATE)


def _gated_starts(lower: str) -> list[int]:
    """The start offsets of the lines that hold a gate word, found by C-speed substring search, in order."""
    starts: set[int] = set()
    for word in _GATE:
        at = lower.find(word)
        while at >= 0:
            starts.add(lower.rfind("\n", 0, at) + 1)
            end = lower.find("\n", at)
            at = lower.find(word, end) if end >= 0 else -1
    return sorted(starts)


@dataclass(frozen=True)
class Redactor:
    """Pattern redaction plus the literal values of credential variables from diagbot's own environment."""

    values: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Redactor:
        """Collect the values (≥ 8 chars) of variables with a credential's name (*_KEY, *_TOKEN, *PASSWORD*, …);
        a path is no secret (GOOGLE_APPLICATION_CREDENTIALS=/path/key.json names the file, the file holds it)."""
        found = {v for k, v in env.items() if (is_credential_name(k) or "PASSWORD" in k.upper()) and not is_path(v)}
        # longest first, so a value containing another is replaced whole
        return cls(tuple(sorted((v for v in found if len(v) >= 8), key=len, reverse=True)))

    def redact(self, text: str, *, code: bool = False) -> str:
        """Redact the known environment values, then every pattern (`code=True`: repository content)."""
        for value in self.values:
            if value in text:
                text = text.replace(value, PLACEHOLDER.format("env-secret"))
        if self.values:  # what a test tool's shortened repr shows of one
            text = hide_echoes(text, dict.fromkeys(self.values, "env-secret"), whole=False)
        return redact(text, code=code)

    def redact_code(self, text: str) -> str:
        """Redact repository content (tool results): values only, never code."""
        return self.redact(text, code=True)
