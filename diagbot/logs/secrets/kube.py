"""A Kubernetes Secret's values: under `data:` and `stringData:` every value is a secret, whatever its key."""

from __future__ import annotations

import re

from diagbot.logs.secrets import PLACEHOLDER

_KIND = PLACEHOLDER.format("secret-assignment")
_DATA = re.compile(
    r"(?m)^(?P<indent>[ \t]*)(?:string)?[dD]ata:[ \t]*\n(?P<body>(?:(?P=indent)[ \t]+\S[^\n]*(?:\n|$))+)"
)
_DATA_VALUE = re.compile(r"(?m)^(?P<key>[ \t]+[\w.-]+:[ \t]+)(?P<v>[^\s|>][^\n]*)$")


def redact_secret_data(text: str) -> str:
    """A Kubernetes Secret's `data:` and `stringData:` values, whatever their keys are called (`tls.crt`)."""

    def block(m: re.Match[str]) -> str:
        body = _DATA_VALUE.sub(lambda v: v.group("key") + _KIND, m.group("body"))
        return m.group(0)[: m.start("body") - m.start()] + body

    return _DATA.sub(block, text)
