"""Counting words for messages: `1 file`, `2 files`."""

from __future__ import annotations


def plural(n: int, noun: str) -> str:
    """`n noun`, with an s unless n is 1, and thousands separated: `1 file`, `1,204 files`."""
    return f"{n:,} {noun}{'' if n == 1 else 's'}"
