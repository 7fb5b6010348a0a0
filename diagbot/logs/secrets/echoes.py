"""A secret found once is hidden wherever else the text shows it: whole, and as the part a test tool's shortened
repr keeps of it. unittest's assertEqual elides the common start of two long reprs (`{'sec[15 chars]uqxqvnqr...'}`:
the key is cut, the secret's tail is shown), and a cut value keeps its head before `...`; neither is next to the name
that made the whole value a secret, so the line rules cannot see them."""

from __future__ import annotations

import re
from collections.abc import Mapping

from diagbot.logs.secrets import PLACEHOLDER

_PLACED = re.compile(r"\[REDACTED ([\w-]+)\]")
MIN_PART = 8  # a shown part this long of a distinct secret is hidden too
# unittest's `[15 chars]` and the value's rest after it, MIN_PART characters or more
_TAIL = re.compile(r"\[\d+ chars\]([^\s'\"`,;)}\]]{" + str(MIN_PART) + ",})")
_NAME = re.compile(r"[A-Za-z_.-]+")  # letters, `_`, `.` and `-` only: an identifier's or a setting's name
_LONGEST_LINE = 10_000  # a longer line's values are not looked for again (its own redaction stands)
_MOST_PLACED = 8  # nor those of a line with more placeholders than this


def hidden_values(before: str, after: str) -> dict[str, str]:
    """The values a line's redaction replaced, each with its placeholder's kind: the text of `before` between the
    parts of `after` the redaction left as they were."""
    parts = _PLACED.split(after)  # literal, kind, literal, kind, ..., literal
    if len(parts) < 3 or len(parts) > 2 * _MOST_PLACED + 1 or len(before) > _LONGEST_LINE:
        return {}
    literals, kinds = parts[::2], parts[1::2]
    found = re.fullmatch("(.+?)".join(map(re.escape, literals)), before, re.DOTALL)
    return dict(zip(found.groups(), kinds, strict=True)) if found else {}


def hide_echoes(text: str, secrets: Mapping[str, str], *, whole: bool = True) -> str:
    """`text` with every other appearance of these secrets ({value: kind}) replaced, whole (`whole`) and as a
    shortened repr's shown part (MIN_PART characters or more), each that is distinct()."""
    long = [v for v in secrets if distinct(v)]
    if not long:
        return text
    if whole:
        for value in sorted(long, key=len, reverse=True):
            if value in text:
                text = text.replace(value, PLACEHOLDER.format(secrets[value]))
    if " chars]" in text:
        text = _TAIL.sub(lambda m: _hide_shown(m, long, secrets), text)
    for value in long:  # a head cut short: found by its first characters, C-speed, not by a pattern over the text
        text = _cut_heads(text, value, secrets[value])
    return text


def _hide_shown(m: re.Match[str], long: list[str], secrets: Mapping[str, str]) -> str:
    shown = m.group(1)
    owner = next((v for v in long if shown in v), None)
    return m.group(0).replace(shown, PLACEHOLDER.format(secrets[owner])) if owner else m.group(0)


def _cut_heads(text: str, value: str, kind: str) -> str:
    """`text` with each run of `value`'s first MIN_PART characters or more that ends where a cut (`...`, `…`) does
    hidden."""
    head, out, pos = value[:MIN_PART], [], 0
    at = text.find(head)
    while at >= 0:
        end = at + MIN_PART
        while end < len(text) and end - at < len(value) and text[end] == value[end - at]:
            end += 1
        if text.startswith(("...", "…"), end):
            out += [text[pos:at], PLACEHOLDER.format(kind)]
            pos = end
        at = text.find(head, end)
    return "".join([*out, text[pos:]]) if out else text


def distinct(value: str) -> bool:
    """Too distinct to be ordinary text elsewhere: 12 characters or more mixing letters and digits (`wrn3pqx5uq...`,
    a token), or 20 or more that are not a name's (a passphrase's spaces, a symbol). `postgres` or `changeme-please`,
    a password that is also a word, and `RELEASE_SETTINGS_MODULE`, which code elsewhere names, are not looked for."""
    mixed = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    named = _NAME.fullmatch(value) is not None
    return (len(value) >= 12 and mixed) or (len(value) >= 20 and not named)
