"""TypeScript's types, which compiling erases: an interface, a type alias, a member of either (`buchholz: number`).
Such a line holds no value: it is no row of a table the failure's values came from."""

from __future__ import annotations

import re

from diagbot.changes import numbered

_TYPESCRIPT = re.compile(r"\.(?:ts|tsx|mts|cts)$")
_HEAD = re.compile(r"^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+[\w$]|type\s+[\w$]+(?:<[^=]*>)?\s*=)")
_BLOCK = re.compile(
    r"^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+[\w$][^{]*|type\s+[\w$]+(?:<[^=]*>)?\s*=\s*)\{\s*$"
)


def type_lines(patch: str | None, path: str) -> frozenset[int]:
    """The new-side lines of a TypeScript file's patch that only declare types: an interface's or a type alias's
    head, a member of one (`buchholz: number`, with or without its `;`): a line whose nearest line above it indented
    less opens an interface's or a type literal's braces. Of any other file, none."""
    if not _TYPESCRIPT.search(path):
        return frozenset()
    found: set[int] = set()
    outer: list[tuple[int, bool]] = []  # the lines this one sits in: each one's indentation, and if it opens a type
    for row in numbered(patch or ""):
        line, mark, text = row[:5].strip(), row[6:7], row[7:]
        if mark == "-" or not line.isdigit() or not text.strip():
            continue
        indent = len(text) - len(text.lstrip())
        while outer and outer[-1][0] >= indent:
            outer.pop()
        if _HEAD.match(text) or (outer and outer[-1][1] and not text.strip().startswith("}")):
            found.add(int(line))
        outer.append((indent, bool(_BLOCK.match(text))))
    return frozenset(found)
