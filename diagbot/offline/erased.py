"""TypeScript's types, which compiling erases: an interface, a type alias, a member of either (`buchholz: number`).
Such a line holds no value: it is no row of a table the failure's values came from."""

from __future__ import annotations

import re

_TYPESCRIPT = re.compile(r"\.(?:ts|tsx|mts|cts)$")
_HEAD = re.compile(r"^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+[\w$]|type\s+[\w$]+(?:<[^=]*>)?\s*=)")
_BLOCK = re.compile(
    r"^\s*(?:export\s+)?(?:declare\s+)?(?:interface\s+[\w$][^{]*|type\s+[\w$]+(?:<[^=]*>)?\s*=\s*)\{\s*$"
)


def type_rows(parsed: list[tuple[str, str, str]], path: str) -> frozenset[int]:
    """The rows (new line, mark, text) of a TypeScript file's diff that only declare types: an interface's or a
    type alias's head, a member of one (`buchholz: number`, with or without its `;`): a row whose nearest row above
    it indented less opens an interface's or a type literal's braces."""
    if not _TYPESCRIPT.search(path):
        return frozenset()
    found: set[int] = set()
    outer: list[tuple[int, bool]] = []  # the rows this one sits in: each one's indentation, and if it opens a type
    for i, (_, mark, text) in enumerate(parsed):
        if mark == "-" or not text.strip():
            continue
        indent = len(text) - len(text.lstrip())
        while outer and outer[-1][0] >= indent:
            outer.pop()
        if _HEAD.match(text) or (outer and outer[-1][1] and not text.strip().startswith("}")):
            found.add(i)
        outer.append((indent, bool(_BLOCK.match(text))))
    return frozenset(found)
