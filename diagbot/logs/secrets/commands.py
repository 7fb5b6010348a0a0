"""Passwords that a command's short flag carries: `docker login -p …`, `mysql -p…` (the value glued to the flag)."""

from __future__ import annotations

import re

from diagbot.logs.secrets.values import is_secret_value

_DOCKER_LOGIN = re.compile(r"\blogin\b.*?[ \t]-p[ \t]+(?P<value>[^\s\"'-]\S*|\"[^\"\n]*\"|'[^'\n]*')")
# the MySQL clients take the password glued to -p (`-pS3cret`); `-p shop` is a prompt, then a database's name
_MYSQL = re.compile(
    r"\b(?:mysql|mysqldump|mysqladmin|mysqlimport|mysqlcheck|mysqlsh|mariadb(?:-dump|-admin)?)\b"
    r"[^\n|;&]*?[ \t]-p(?P<value>[^\s\"'-]\S*|\"[^\"\n]*\"|'[^'\n]*')"
)


def command_passwords(line: str, code: bool) -> list[tuple[int, int]]:
    """The spans of the passwords given to `docker login -p` and a MySQL client's `-p` on one line."""
    spans: list[tuple[int, int]] = []
    rules = (
        (_DOCKER_LOGIN, "login" in line and " -p" in line),
        (_MYSQL, "-p" in line and ("mysql" in line or "mariadb" in line)),
    )
    for rx, gated in rules:
        m = rx.search(line) if gated else None
        if m is None or m.group("value").startswith("[REDACTED "):
            continue  # a token shape replaced it whole already
        start, end = m.span("value")
        quoted = line[start] in "\"'"
        raw = line[start:end]
        if is_secret_value(raw, name="password", quoted=quoted, code=code, password=True, literal=True):
            spans.append((start + 1, end - 1) if quoted else (start, end))
    return spans
