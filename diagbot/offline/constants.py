"""UPPER_CASE constants in code: the line defining one, and those a line reads."""

from __future__ import annotations

import re

from diagbot.offline.calls import code_only

# what may precede a constant's name: `export const`, `pub const`, `static final int`, `private static final Map<K, V>`
MODIFIERS = (
    r"^\s*(?:(?:export|pub|const|let|var|static|final|private|public|protected|readonly)\s+)*(?:[\w<>\[\],.]+\s+)?"
)
# a line defining an UPPER_CASE constant (`RATES = {`, `static final int MAX_AXLES = 3;`), its name captured
CONSTANT = re.compile(rf"{MODIFIERS}([A-Z][A-Z0-9_]{{2,}})\s*(?::[^=\n]+)?=(?![=>])")
_UPPER = re.compile(r"(?<![\w$.])([A-Z][A-Z0-9_]*_[A-Z0-9_]+|[A-Z]{3,}[A-Z0-9_]*)\b")  # MAX_AXLES, RATES: not `Card`


def constants_on(text: str) -> list[str]:
    """The constants lines of code read (UPPER_CASE names), not one a line defines."""
    found: list[str] = []
    for line in text.splitlines():
        code = code_only(line)
        defined = CONSTANT.match(code)
        found += [n for n in _UPPER.findall(code) if not (defined and defined[1] == n)]
    return found


def constants_of(names: list[str]) -> str:
    """A regex for the line defining any of these constants (`PARENTS = {`, `static final int MAX = 3;`)."""
    return rf"{MODIFIERS}({'|'.join(map(re.escape, names))})\s*(?::[^=\n]+)?=(?![=>])"
