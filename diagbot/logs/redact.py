"""Secret redaction: provider token shapes (after gitleaks / detect-secrets rules), credential assignments, env values.

Every placeholder keeps the kind, `[REDACTED github-token]`, so the model can still reason about "bad credentials".
Line count is preserved (a PEM block keeps its newlines), so line numbers stay true after redaction.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

# (kind, pattern, prefilter keywords). Specific prefixes first: near-zero false positives.
_RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (  # a window that cuts a block (a read_file page, a grep hit) still has its body lines: see _KEY_MATERIAL
        "private-key",
        r"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY( BLOCK)?-----[\s\S]*?"
        r"-----END[ A-Z0-9_-]{0,100}PRIVATE KEY( BLOCK)?-----",
        ("private key",),
    ),
    (
        "github-token",
        r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    (
        "gitlab-token",
        r"\b(?:glpat|glcbt|glrt|glptt|gldt)-[A-Za-z0-9_-]{20,64}\b",
        ("glpat-", "glcbt-", "glrt-", "glptt-", "gldt-"),
    ),
    ("aws-access-key", r"\b(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z2-7]{16}\b", ("akia", "asia", "abia", "acca", "a3t")),
    (
        "slack-webhook",
        r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_-]{20,}",
        ("hooks.slack",),
    ),
    ("slack-token", r"\bxox[abposre]-[A-Za-z0-9-]{10,250}|\bxapp-\d-[A-Za-z0-9-]{10,250}", ("xox", "xapp-")),
    ("anthropic-key", r"\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{20,200}", ("sk-ant-",)),
    (
        "openai-key",
        r"\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,250}|\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|"
        r"\bsk-[A-Za-z0-9]{40,64}\b",
        ("sk-",),
    ),
    ("google-api-key", r"\bAIza[0-9A-Za-z_-]{35}", ("aiza",)),
    ("stripe-key", r"\b(?:sk|rk|pk)_(?:test|live|prod)_[A-Za-z0-9]{10,99}\b", ("_test_", "_live_", "_prod_")),
    ("npm-token", r"\bnpm_[A-Za-z0-9]{36}\b", ("npm_",)),
    ("pypi-token", r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}", ("pypi-",)),
    ("huggingface-token", r"\bhf_[A-Za-z]{34}\b", ("hf_",)),
    ("sendgrid-key", r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b", ("sg.",)),
    ("digitalocean-token", r"\bdo[por]_v1_[a-f0-9]{64}\b", ("_v1_",)),
    ("jwt", r"\bey[A-Za-z0-9_-]{17,}\.ey[A-Za-z0-9_-]{17,}\.[A-Za-z0-9_-]{10,}", (".ey",)),
    ("shopify-token", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b", ("shp",)),
    ("databricks-token", r"\bdapi[a-f0-9]{32}(?:-\d)?\b", ("dapi",)),
    ("heroku-key", r"\bHRKU-[A-Za-z0-9_-]{20,}", ("hrku-",)),
    ("twilio-key", r"\b(?:SK|AC)[0-9a-f]{32}\b", ("sk", "ac")),
    (
        "discord-webhook",
        r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{20,}",
        ("discord",),
    ),
)
# Value-bearing contexts: the secret is group "v"; the label before it is kept.
_CONTEXT_RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "auth-header",
        r"(?i)\b(?:authorization|proxy-authorization)[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"(?:(?:basic|bearer|token|digest)[ \t]+)?(?P<v>[^\s\"',;]{6,})",
        ("authorization",),
    ),
    ("bearer-token", r"(?i)\bbearer\s+(?P<v>[A-Za-z0-9._~+/=-]{16,})", ("bearer",)),
    ("url-password", r"(?<=://)[^\s:/@\"']{1,100}:(?P<v>[^\s@/\"']{1,200})@", ("@",)),
    ("curl-user", r"\bcurl\b[^\n]*?\s(?:-u|--user)\s+[\"']?[^\s:\"']+:(?P<v>[^\s\"']+)", ("curl",)),
    (
        "aws-secret-key",
        r"(?i)aws_?secret_?(?:access_?)?key[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>[A-Za-z0-9/+=]{40})\b",
        ("secret",),
    ),
    (
        "secret-assignment",
        r"(?i)(?:(?<=[a-z0-9])[_-](?:KEY|TOKEN|SECRET)|APIKEY|SECRET(?:_KEY_BASE)?|\bTOKEN)"
        r"[\"']?[ \t]*(?:=|:)[ \t]*[\"']?(?P<v>[^\s\"',;(){}\[\]]{8,}+)(?![(\[])",
        ("key", "token", "secret"),
    ),
    (  # passwords are often short: from 4 chars
        "secret-assignment",
        r"(?i)(?:PASSWORD|PASSWD|(?<=[a-z0-9])[_-](?:PWD|PASS))"
        r"[\"']?[ \t]*(?:=|:)[ \t]*[\"']?(?P<v>[^\s\"',;(){}\[\]]{4,}+)(?![(\[])",
        ("pass", "pwd"),
    ),
    (  # camelCase names: apiKey, AccountKey, authToken, clientSecret (case-sensitive, so `monkey` is no key)
        "secret-assignment",
        r"(?<=[a-z0-9])(?:Key|Token|Secret)[\"']?[ \t]*(?:=|:)[ \t]*[\"']?(?P<v>[^\s\"',;(){}\[\]]{8,}+)(?![(\[])",
        ("key", "token", "secret"),
    ),
    ("masked-value", r"::add-mask::(?P<v>\S+)", ("::add-mask::",)),  # a value the workflow itself asked to hide
)
# a line that is nothing but a long run of base64 with upper, lower case and digits: the body of a key, a
# certificate or an encoded credential, even when the window shows neither its BEGIN nor its END line
_KEY_MATERIAL = re.compile(r"(?m)(?:^|(?<=[\s:\"'=,]))(?P<v>[A-Za-z0-9+/]{60,}={0,2})(?=[\"',\s]*(?:\\n)?[\"',]*$)")
_LONG_RUN = re.compile(r"[A-Za-z0-9+/]{60}")  # the cheap test that most text needs no _KEY_MATERIAL pass
_PLACEHOLDER = "[REDACTED {}]"
_ENV_NAME = re.compile(r"(?i)(?:_KEY|_TOKEN|_SECRET|PASSWORD|PASSWD|_PWD|APIKEY)$|^(?:TOKEN|SECRET|PASSWORD)$")
_SAFE_VALUE = re.compile(
    r"(?i)^(?:\[REDACTED [a-z-]+\]|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\*+|x+|<[^>]*>|true|false|null|none"
    r"|[a-z_]\w*(?:\.[a-z_]\w*)+"  # placeholders, variable references, attribute access: not secrets
    r"|str|string|bytes|int|number|bool|boolean|any|optional|required|text|secret|password)$"  # type names, words
)


def _compile(
    rules: tuple[tuple[str, str, tuple[str, ...]], ...],
) -> tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...]:
    # a value already replaced by an earlier rule is never replaced again
    return tuple((kind, re.compile(rx.replace("(?P<v>", r"(?!\[REDACTED)(?P<v>")), words) for kind, rx, words in rules)


_COMPILED = _compile(_RULES)
_COMPILED_CONTEXT = _compile(_CONTEXT_RULES)


def _pem_replace(match: re.Match[str]) -> str:
    # keep the newlines so every later line keeps its number
    return _PLACEHOLDER.format("private-key") + "\n" * match.group(0).count("\n")


def _sub_context(kind: str, rx: re.Pattern[str], text: str) -> str:
    def repl(m: re.Match[str]) -> str:
        value = m.group("v")
        if _SAFE_VALUE.match(value):
            return m.group(0)
        start, end = m.span("v")
        whole = m.group(0)
        return whole[: start - m.start()] + _PLACEHOLDER.format(kind) + whole[end - m.start() :]

    return rx.sub(repl, text)


def redact(text: str) -> str:
    """Replace every recognised secret in `text` by `[REDACTED kind]` (patterns only, no environment)."""
    lower = text.lower()
    for kind, rx, words in _COMPILED:
        if any(w in lower for w in words):
            text = rx.sub(_pem_replace if kind == "private-key" else _PLACEHOLDER.format(kind), text)
    for kind, rx, words in _COMPILED_CONTEXT:
        if any(w in lower for w in words):
            text = _sub_context(kind, rx, text)
    return _KEY_MATERIAL.sub(_key_material, text) if _LONG_RUN.search(text) else text


def _key_material(m: re.Match[str]) -> str:
    value = m.group("v")
    mixed = not value.isdigit() and not value.islower() and not value.isupper() and any(c.isdigit() for c in value)
    return _PLACEHOLDER.format("key-material") if mixed else value


@dataclass(frozen=True)
class Redactor:
    """Pattern redaction plus the literal values of secret-named variables from diagbot's own environment."""

    values: tuple[str, ...] = ()

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Redactor:
        """Collect values (≥ 8 chars) of variables named like *_KEY, *_TOKEN, *_SECRET, *PASSWORD*."""
        found = {v for k, v in env.items() if _ENV_NAME.search(k) or "PASSWORD" in k.upper()}
        # longest first, so a value containing another is replaced whole
        return cls(tuple(sorted((v for v in found if len(v) >= 8), key=len, reverse=True)))

    def redact(self, text: str) -> str:
        """Redact the known environment values, then every pattern."""
        for value in self.values:
            if value in text:
                text = text.replace(value, _PLACEHOLDER.format("env-secret"))
        return redact(text)
