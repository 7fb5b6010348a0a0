"""The failures a test run's closing summary names: the runner lists what failed at the end, the detail is above."""

from __future__ import annotations

import re

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.rare import template
from diagbot.logs.excerpt.score import STEP_START

_IDENT = re.compile(r"[A-Za-z_][\w./:#-]{5,}[\w]")
SUMMARY_LINES = 40  # a step's closing summary: its last lines
_LINE_NO = re.compile(r":\d+$")  # `CartTest.labelTrims:9`: the summary's name with the line it failed at
_QUALIFIED = re.compile(r"(?<=[./])(?=[A-Za-z_])")  # where a qualified name may be cut: `com.acme.CartTest.x`


def named_in_summary(entries: list[Entry], end: int) -> list[int]:
    """Earlier failure lines naming a rare identifier (test file, test name) that the failing step's last lines name,
    in log order: the first failure named is most often the one that explains the rest.

    Test runners close with a summary of what failed; the detail block of each named item is further up.
    """
    summary = range(max(0, end - SUMMARY_LINES), min(len(entries), end + 3))
    wanted = {_LINE_NO.sub("", t) for i in summary for t in _IDENT.findall(entries[i].text) if _distinctive(t)}
    if not wanted:
        return []
    hits: dict[str, list[int]] = {}
    for i in range(summary.start):
        for token in wanted.intersection(_suffixes(entries[i].text)):
            hits.setdefault(token, []).append(i)
    said = {template(entries[i].text) for i in summary}
    rare = sorted({i for found in hits.values() if len(found) <= 2 for i in found})
    return [  # failure detail, not a copy of the summary nor a command line
        i
        for i in rare
        if entries[i].score == 3 and template(entries[i].text) not in said and not STEP_START.match(entries[i].text)
    ]


def _distinctive(token: str) -> bool:
    """An identifier rather than a word: a path, a dotted or namespaced name, a camelCase or numbered name."""
    return (
        any(c in token for c in "/.:#_")
        or any(c.isdigit() for c in token)
        or not (token.islower() or token[1:].islower())
    )


def _suffixes(text: str) -> set[str]:
    """The line's identifiers and their qualified tails: a summary names `CartTest.labelTrims` where the failure's
    own report said `com.acme.shop.CartTest.labelTrims`."""
    found = set()
    for token in _IDENT.findall(text):
        found.add(token)
        found.update(token[m.start() :] for m in _QUALIFIED.finditer(token))
    return found
