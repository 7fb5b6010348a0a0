"""How the offline report quotes what it saw: code inline (backticks in it survive), a read line with its place,
a message's first line."""

from __future__ import annotations

from diagbot.offline.findings import Hit


def first_line(text: str) -> str:
    """A message's first line, at most 200 characters."""
    return (text.splitlines() or [""])[0][:200]


def at_line(hit: Hit) -> str:
    """A read line with its place: `path:line`: `code`."""
    return f"`{hit[0]}:{hit[1]}`: {q(hit[2])}"


def q(text: str) -> str:
    """Inline code that survives backticks in the text."""
    fence = "``" if "`" in text else "`"
    return f"{fence} {text} {fence}" if fence == "``" else f"`{text}`"
