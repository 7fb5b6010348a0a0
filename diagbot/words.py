"""Counting words for messages: `1 file`, `2 files`."""

from __future__ import annotations


def plural(n: int, noun: str) -> str:
    """`n noun`, with an s unless n is 1: `1 file`, `1204 files` (a plain number, for scripts that read it)."""
    return f"{n} {noun}{'' if n == 1 else 's'}"
