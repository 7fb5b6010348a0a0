"""Credential names bound to values, in every printed shape: env dumps, export, YAML, JSON, reprs, flags, .netrc.

Only the value is replaced, and only when it is one (see values.is_secret_value): `password = user_password` is code.
A line is read from the credential words in it outwards, so a line without a credential name costs one scan.
"""

from __future__ import annotations

import re

from diagbot.logs.secrets import PLACEHOLDER
from diagbot.logs.secrets.commands import command_passwords
from diagbot.logs.secrets.names import is_credential_name, is_password_name
from diagbot.logs.secrets.values import high_entropy, is_secret_value, names_a_variable

_KIND = PLACEHOLDER.format("secret-assignment")
# the credential words, found in the lowercased line
_HIT = re.compile(r"key|secret|token|pass|pwd|cred|auth|cookie|dsn|sig|private|session|pat|jwt")
_HIT_ANY_CASE = re.compile(_HIT.pattern, re.IGNORECASE)  # for the few lines that lowercasing makes longer
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
# where a whole-line variable starts: an env dump, `export`, a `set -x` trace, a Dockerfile ENV, a tool's line prefix
# (read_file's `12: `, grep's `path:12:`, the diff tool's `12:    40 +`, the question's hunk lines `   40 +`)
_LINE_START = re.compile(
    r"(?:\s*\d+: (?:[ \d]*\d [-+ ])?|[^\s:]+:\d+[:-]|[ \t]*\d+ [-+ ])?[-+\s]*"
    r"(?:export\s+|declare\s+-x\s+|ENV\s+|setenv\s+)?"
)
_UNQUOTED = r"(?:[^\s\"'`,;&|\\]|\\(?![nrt]))+"
_ASSIGN = re.compile(
    r"[\"'`]?(?P<sep>[ \t]*(?:=>|:=|<-|=(?![=~])|:(?!:))[ \t]*)"
    rf"(?P<value>\"(?:[^\"\\\n]|\\.)*\"?|'(?:[^'\\\n]|\\.)*'?|`[^`\n]*`?|{_UNQUOTED})"
)
_MORE = re.compile(r"[^\s\"'`,;]*")
_ENV_VALUE = re.compile(r"=(?P<value>[^\s\"'`]\S*)")  # a whole-line variable's value runs to the next blank
_SPACED = re.compile(r"[ \t]+(?P<value>[^\s\"'-][^\s\"']*|\"[^\"\n]*\"|'[^'\n]*')")  # `--token abc`, netrc
_LOOSE = re.compile(r"[\"'\])>]?(?:[ \t]*(?:->|→|=>?|:)|[ \t]+(?:is[ \t]+)?)[ \t\"'<\[]*(?P<value>[\w+/=-]{20,})")
_NETRC = re.compile(r"^[ \t]*(?:password|passwd)[ \t]+\S+[ \t]*$|\blogin[ \t]+\S+[ \t]+(?:password|passwd)[ \t]")
_LINE_END = re.compile(r"[ \t]*(?:[ \t]#.*)?$")  # nothing after a YAML value but a comment


def _names(line: str) -> list[tuple[int, int]]:
    """The spans of the names holding a credential word, each once, left to right."""
    spans: list[tuple[int, int]] = []
    lower = line.lower()
    for hit in (_HIT if len(lower) == len(line) else _HIT_ANY_CASE).finditer(lower):
        if spans and hit.start() < spans[-1][1]:
            continue
        start, end = hit.start(), hit.end()
        while start > 0 and line[start - 1] in _NAME_CHARS:
            start -= 1
        while end < len(line) and line[end] in _NAME_CHARS:
            end += 1
        if start >= 1 and line[start - 1] == "\\" and line[start] in "nrt":
            start += 1  # `\nPassword: x` inside a repr: the name follows an escaped newline
        while start < end and not (line[start].isalpha() or line[start] == "_"):
            start += 1  # `--password`, `-p`: the flag's dashes are no part of the name
        while end > start and line[end - 1] in ".-":
            end -= 1
        if end > start and not _in_placeholder(line, start):
            spans.append((start, end))
    return spans


def _in_placeholder(line: str, at: int) -> bool:
    """`secret` in `[REDACTED secret-assignment]` is diagbot's own word, no credential's name: redacting twice
    must change nothing."""
    opened = line.rfind("[REDACTED ", 0, at + 1)
    return opened >= 0 and line.find("]", opened) >= at


def _bound(line: str, start: int, end: int, loose: re.Match[str]) -> bool:
    """A name as code writes it (`signing_key`, `apiToken`) or a sign between: not prose (`test session X-1F3A…`)."""
    name = line[start:end]
    sign = line[end : loose.start("value")].strip(" \t\"'<[")
    return bool(sign) or "_" in name or "-" in name or "." in name or any(c.isupper() for c in name[1:])


def _value_span(m: re.Match[str]) -> tuple[int, int, bool]:
    """Where the secret sits inside the value group: inside quotes, before closing brackets."""
    start, end = m.span("value")
    value = m.group("value")
    if value[:1] in "\"'`":
        return start + 1, end - (1 if len(value) > 1 and value[-1] == value[0] else 0), True
    closers = len(value) - len(value.rstrip(")]}>"))
    if value[:1] in "([{<":
        closers = max(0, closers - 1)  # `<PASSWORD>` keeps its own bracket
    return start, end - closers, False


def _label(name: str, sep: str) -> bool:
    """`AddSeenAtToUserAuthToken: migrating` is a class's label, not a setting: its value must look random."""
    return ":" in sep and name[:1].isupper() and name.isalnum() and not name.isupper()


def _element(line: str, start: int, end: int, code: bool) -> tuple[int, int] | None:
    """An XML element's text: Maven's `<password>…</password>`."""
    close = line.find("</", end)
    if close < 0:
        return None
    name, value = line[start:end], line[end + 1 : close]
    password = is_password_name(name)
    return (
        (end + 1, close)
        if is_secret_value(f'"{value}"', name=name, quoted=True, code=code, password=password)
        else None
    )


def _assigned(line: str, start: int, end: int, code: bool) -> tuple[int, int] | None:
    """The value bound to the name at [start, end) by `=`, `:`, `=>`, `:=`, `<-`, when it is a secret."""
    name = line[start:end]
    if start > 0 and line[start - 1] == "<" and line.startswith(">", end):
        return _element(line, start, end, code)
    at_line_start = _LINE_START.match(line).end() == start  # type: ignore[union-attr]
    m = (_ENV_VALUE.match(line, end) if at_line_start and name.isupper() else None) or _ASSIGN.match(line, end)
    if m is None:
        return None
    sep = m.groupdict().get("sep") or "="
    value_start, value_end, quoted = _value_span(m)
    if not quoted and line[value_end : value_end + 1] in ("&", "|") and line[start - 1 : start] not in ("?", "&"):
        value_end = _MORE.match(line, value_end).end()  # type: ignore[union-attr]  # `Tr0ub4dor&3`, not a query
    if sep.strip() == ":" and not sep.endswith((" ", "\t")) and not quoted:
        # YAML and JSON put a blank after the colon; without one only Go's `{Password:x}` is a field
        if not (name[:1].isupper() and start > 0 and line[start - 1] in "{ "):
            return None
    password = is_password_name(name) and not _label(name, sep)
    value = line[value_start:value_end]
    if quoted and m.group("value")[:1] == "`" and any(c.isspace() for c in value):
        return None  # a shell's `$(…)` in backticks, a Markdown code span: no passphrase
    raw = f'"{value}"' if quoted else value
    after = line[m.end() :]
    literal = not quoted and _literal(line, start, name, sep, value, after, at_line_start)
    if is_secret_value(raw, name=name, quoted=quoted, code=code, password=password, after=after, literal=literal):
        return value_start, value_end
    return None


def _literal(line: str, start: int, name: str, sep: str, value: str, after: str, at_line_start: bool) -> bool:
    """The line's shape makes an unquoted value a string as written, not a variable: a shell's or an env file's
    `NAME=value` (anywhere on the line: `PGPASSWORD=x psql`), a flag's `--password=x`, an unindented properties or
    ini line `password=x`, a YAML line `password: x` (not a type, `password: Hasher`, nor a variable's name)."""
    if sep == "=":
        flush = at_line_start and not line[:start].endswith((" ", "\t"))
        return name.isupper() or line[max(0, start - 2) : start] == "--" or (flush and not after.strip())
    if sep.strip() != ":" or not at_line_start or not _LINE_END.match(after):
        return False
    if (value[:1].isupper() and value.isalpha()) or re.search(r"[a-z][A-Z]", value):
        return False  # a type, a camelCase variable
    # `POSTGRES_PASSWORD: pg_secret` is an env var's YAML; `password: user_password` may be an object's last field
    return name.isupper() or not names_a_variable(value)


def _spaced(line: str, start: int, end: int, code: bool) -> tuple[int, int] | None:
    """A flag's value after a blank (`--token abc`) or a .netrc's `password abc`."""
    name = line[start:end]
    flag = line[max(0, start - 2) : start] == "--"
    if not flag and not (name.lower() in ("password", "passwd") and _NETRC.search(line)):
        return None
    m = _SPACED.match(line, end)
    if m is None:
        return None
    value_start, value_end, _ = _value_span(m)
    value = line[value_start:value_end]
    password = is_password_name(name) or not flag
    if is_secret_value(value, name=name, quoted=False, code=code, password=password, literal=True):
        return value_start, value_end
    return None


def _loose(line: str, start: int, end: int, code: bool) -> tuple[int, int] | None:
    """A random-looking run after the name and any short separator: a format nothing above knows."""
    m = _LOOSE.match(line, end)
    if m is None or not high_entropy(value := m.group("value")) or not _bound(line, start, end, m):
        return None
    secret = is_secret_value(value, name=line[start:end], quoted=False, code=code, password=False)
    return m.span("value") if secret else None


def redact_assignments(line: str, code: bool) -> str:
    """Replace the values bound to credential names on one line."""
    spans: list[tuple[int, int, str]] = []
    for start, end in _names(line):
        if not is_credential_name(line[start:end]):
            continue
        span = _assigned(line, start, end, code) or _spaced(line, start, end, code)
        if span is not None:
            spans.append((*span, _KIND))
            continue
        span = _loose(line, start, end, code)
        if span is not None:
            spans.append((*span, PLACEHOLDER.format("high-entropy")))
    spans += [(*span, _KIND) for span in command_passwords(line, code)]
    for start, end, kind in sorted(set(spans), reverse=True):
        line = line[:start] + kind + line[end:]
    return line
