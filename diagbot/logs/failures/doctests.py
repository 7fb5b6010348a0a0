"""Python's doctest reports: `File "x.py", line 8, in x.f`, `Failed example:`, then what it expected and got."""

from __future__ import annotations

import re

from diagbot.logs.failures.messages import one_line, python_exception


def doctest_failure(body: list[str]) -> str | None:
    """A doctest's failed example: `cents("2"): expected 200, got 2222...`, or what it raised instead."""
    at = next((i for i, t in enumerate(body) if t == "Failed example:"), None)
    if at is None:
        return None
    said: dict[str, list[str]] = {}
    key = "example"
    for text in body[at + 1 :]:
        if text in ("Expected:", "Got:", "Exception raised:", "Expected nothing", "Got nothing"):
            key = text.rstrip(":").lower()
            said.setdefault(key, [])
        elif text.startswith(("*" * 10, "-" * 10)) or (text and not text[0].isspace()):
            break  # the report's own lines are indented; the next one is not
        elif text.strip():
            said.setdefault(key, []).append(text.strip())
    example = " ".join(said.get("example", []))
    if "exception raised" in said:  # the traceback's last line is what it raised
        return one_line(f"{example}: raised {(said['exception raised'] or ['?'])[-1]}")
    wanted, got = " ".join(said.get("expected", ["nothing"])), " ".join(said.get("got", ["nothing"]))
    return one_line(f"{example}: expected {wanted}, got {got}")


def doctest(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The doctest block's message (see doctest_failure)."""
    return doctest_failure(body)


def unittest(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A unittest failure: a doctest's failed example when it is one, else the traceback's exception."""
    return doctest_failure(body) or python_exception(m, body, loc)
