"""Two labelled blocks an assertion printed one under the other, what it got and what it wanted (`--- Got:` then
`--- Wanted:`, `got:` / `want:`, `Expected:` / `Actual:`), each over several lines: the lines where they differ, said
as a unified diff's legend says them (diffs.py), so that one line differing among dozens alike is not left for the
reader to find."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from itertools import pairwise

_LABEL = re.compile(
    r"^\s*(?:-{2,3}\s*)?(?:(?P<got>got|actual|received|have|obtained)|(?P<want>want|wanted|expected|expect))\s*:?\s*$",
    re.I,
)
_LINES = 400  # of each block, the lines compared
_SAID = 2  # differing lines said of each side


def blocks_differ(lines: Sequence[str]) -> tuple[int, str] | None:
    """The first label's index and `- Wanted + Got: -x, +y` for the lines two labelled blocks of two or more lines
    each differ by (at most _SAID of each side, the count of the others said), compared line by line; None when
    there are no such blocks or they do not differ (but in trailing spaces)."""
    labels = [(i, m) for i, t in enumerate(lines) if (m := _LABEL.match(t))]
    for (i, first), (j, second) in pairwise(labels):
        if bool(first["got"]) == bool(second["got"]):
            continue  # two labels of one side
        end = next((k for k, _ in labels if k > j), len(lines))
        one, other = _block(lines[i + 1 : j]), _block(lines[j + 1 : end])
        if len(one) < 2 or len(other) < 2:
            continue
        got, want = (one, other) if first["got"] else (other, one)
        names = (second if first["got"] else first).group().strip(" -:"), (first if first["got"] else second).group()
        said = _said(want, got, (names[0], names[1].strip(" -:")))
        return (i, said) if said else None
    return None


def _block(lines: Sequence[str]) -> list[str]:
    """A block's lines, to the first blank line after some (a label's block ends there, or at the next label)."""
    out: list[str] = []
    for text in lines[:_LINES]:
        if not text.strip():
            if out:
                break
            continue
        out.append(text.rstrip())
    return out


def _said(want: list[str], got: list[str], names: tuple[str, str]) -> str | None:
    """`- Wanted + Got: -x, +y (and 3 more lines differ)`; None when no line differs."""
    minus: list[str] = []
    plus: list[str] = []
    for tag, a, b, c, d in difflib.SequenceMatcher(None, want, got, autojunk=False).get_opcodes():
        if tag != "equal":
            minus += want[a:b]
            plus += got[c:d]
    if not minus and not plus:
        return None
    shown = [f"- {t.strip()}" for t in minus[:_SAID]] + [f"+ {t.strip()}" for t in plus[:_SAID]]
    more = len(minus) + len(plus) - len(shown)
    return f"- {names[0]} + {names[1]}: {', '.join(shown)}" + (f" (and {more} more lines differ)" if more else "")
