"""What a changed line is: code, or a comment, a docstring's line, an import (changes rarely what broke)."""

from __future__ import annotations

import re

# a comment's start (`*` of a doc comment's line, not a pointer's `*p = 1;`; `--` of SQL or Lua, not `--i;`),
# a docstring's edge, an import, an export list
_NOT_CODE = re.compile(
    r"(#|//|/\*|\*(?![\w(*&])|--(?![\w(])|;|\"\"\"|\x27\x27\x27|import\s|from\s\S+\s+import\s|use\s"
    r"|(const|let|var)\s+[\w${}\s,:]+=\s*require\([\"\x27][^\"\x27]+[\"\x27]\);?$"
    # a module re-exported in an export object: `...require('./letters'),`, `letters: require('./letters'),`
    r"|(\.\.\.|[\w$]+\s*:\s*)require\([\"\x27][^\"\x27]+[\"\x27]\),?$"
    # an export list: names only (`module.exports = { a, b };`, `export { a };`, `export * from`, `__all__ = [`)
    r"|(module\.)?exports\s*=\s*(\{[\w$\s,:]*\}|[\w$]+);?$|export\s*(\{[^}]*\}|\*)|__all__\s*[=+])"
)


def in_docstring(lines: list[tuple[str, str]]) -> list[bool]:
    """Of diff lines (mark, text), those inside a triple-quoted string, on the old side for a removed line and
    the new side otherwise (a page is taken to start outside one)."""
    inside = {"-": False, "+": False}
    out = []
    for mark, text in lines:
        sides = ["-"] if mark == "-" else ["+"] if mark == "+" else ["-", "+"]
        quotes = text.count('"""') + text.count("\x27\x27\x27")
        out.append(inside[sides[-1]] or bool(quotes))
        for side in sides:
            inside[side] ^= quotes % 2 == 1
    return out


# an import or export list whose names run on over the next lines: `from a import (`, `import {` (JS), Go's
# `import (`, `__all__ = [` (not `module.exports = {`, which may hold functions)
_IMPORT_OPENS = re.compile(
    r"\s*(from\s+\S+\s+import\s*\(|import\s*(\{|\()|export\s*\{|__all__\s*\+?=\s*[\[(])[^)}\]]*$"
)
# a line of such a list: names (`UTC,`, `a as b,`, Go's `"fmt"`, `"parse_date",`), then maybe its closing bracket
# (possessive: a long line that is no list fails at once)
_LISTED = re.compile(r"\s*(?:[\w$.\"'/@-]++(?:\s+as\s+[\w$]+)?\s*+,?\s*+)*+(?:[)}\]]\s*(?:from\s+\S+)?\s*;?)?\s*$")
_IMPORT_CLOSES = re.compile(r"[^({\[]*[)}\]]")


def in_import(lines: list[tuple[str, str]]) -> list[bool]:
    """Of diff lines (mark, text), those inside a bracketed import list after its first line, on the old side for a
    removed line and the new side otherwise (`    UTC,` of `from .iso8601 import (`)."""
    inside = {"-": False, "+": False}
    out = []
    for mark, text in lines:
        sides = ["-"] if mark == "-" else ["+"] if mark == "+" else ["-", "+"]
        listed = bool(_LISTED.match(text))
        out.append(inside[sides[-1]] and listed)
        for side in sides:
            if inside[side]:
                inside[side] = listed and not _IMPORT_CLOSES.match(text)  # anything but a name ends the list
            elif _IMPORT_OPENS.match(text):
                inside[side] = True
    return out


def is_code(text: str) -> bool:
    """Not blank, not a comment or a docstring's edge, not an import nor a list of exported names."""
    t = text.strip()
    return bool(t) and not _NOT_CODE.match(t)


def code_lines(code: dict[int, str], first: int, last: int) -> list[int]:
    """Of a read's lines first..last, those that are code: not blank, a comment, an import or a docstring's line
    (a doctest's `>>> f(1)` and its `'st'` are text)."""
    rows = [n for n in range(first, last + 1) if n in code]
    doc = in_docstring([(" ", code[n]) for n in rows])
    return [n for n, inside in zip(rows, doc, strict=True) if not inside and is_code(code[n])]


_HASH_COMMENTS = (".py", ".pyi", ".rb", ".rake", ".sh", ".bash", ".pl", ".pm", ".r", ".yml", ".yaml", ".toml", ".cmake")


def without_comment(text: str, path: str) -> str:
    """The line's code, less the comment ending it (`#` in Python, Ruby, shell; `//` in the C-like languages),
    found outside string literals: `}  // namespace calc` says no `calc`; `"#fff"`, `"http://x"` stay whole."""
    marker = "#" if path.lower().endswith(_HASH_COMMENTS) or path.endswith("CMakeLists.txt") else "//"
    quote, i = "", 0
    while i < len(text):
        c = text[i]
        if quote:
            i += 2 if c == "\\" else 1
            quote = "" if c == quote else quote
            continue
        if c in "\"'`":
            quote = c
        elif text.startswith(marker, i):
            return text[:i].rstrip()
        i += 1
    return text
