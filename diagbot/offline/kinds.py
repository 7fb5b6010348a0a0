"""What a changed line is: code, or a comment, a docstring's line, an import (changes rarely what broke)."""

from __future__ import annotations

import re

# a comment's start (`*` of a doc comment's line, not a pointer's `*p = 1;`; `--` of SQL or Lua, not `--i;`),
# a docstring's edge, an import, an export list, a package's name, a file required
_WORDS = r"#|//|/\*|\*(?![\w(*&])|--(?![\w(])|\"\"\"|\x27\x27\x27"  # a comment's or a docstring's edge
_NOT_CODE = re.compile(
    rf"({_WORDS}|;|import\s|from\s\S+\s+import\s|(pub(\([^)]*\))?\s+)?(use\s|mod\s+\w+\s*;)|extern\s+crate\s"
    r"|(const|let|var)\s+[\w${}\s,:]+=\s*require\([\"\x27][^\"\x27]+[\"\x27]\);?$"
    # a module re-exported in an export object: `...require('./letters'),`, `letters: require('./letters'),`
    r"|(\.\.\.|[\w$]+\s*:\s*)require\([\"\x27][^\"\x27]+[\"\x27]\),?$"
    # a package or namespace declaration: `package com.example.shop;`, `package main`, `namespace App\Billing;`
    r"|package\s+[\w.]+\s*;?$|namespace\s+[\w\\]+\s*;$"
    # a file loaded as it is: Ruby's `require "x"`, `require_relative "x"`, PHP's `require_once __DIR__ . '/x.php';`
    r"|(?:require|require_relative|require_once|include_once)\s*\(?\s*(?:__DIR__\s*\.\s*)?[\"\x27][^\"\x27]+[\"\x27]\)?;?$"
    # an export list: names only (`module.exports = { a, b };`, `export { a };`, `export * from`, `__all__ = [`)
    r"|(module\.)?exports\s*=\s*(\{[\w$\s,:]*\}|[\w$]+);?$|export\s*(\{[^}]*\}|\*)|__all__\s*[=+])"
)


def in_docstring(lines: list[tuple[str, str]]) -> list[bool]:
    """Of diff lines (mark, text), those inside a triple-quoted string, on the old side for a removed line and
    the new side otherwise. A page is taken to start outside one, until the quotes tell otherwise: a line closing a
    string while outside (`messages.` then the quotes; the quotes bare, not under a `def`'s head) shows the page
    began inside it; a line surely opening one while inside (the quotes bare under a `def`'s head, `x = ` then the
    quotes) shows that the page's first bare quotes closed one."""
    inside = {"-": False, "+": False}
    quoted = {"-": False, "+": False}  # the side has had a line with quotes
    first = {"-": -1, "+": -1}  # the side's first quotes, when they stood bare at the page's start: either way
    before = {"-": "", "+": ""}  # the side's last line that says something
    out: list[bool] = []
    for i, (mark, text) in enumerate(lines):
        sides = ["-"] if mark == "-" else ["+"] if mark == "+" else ["-", "+"]
        side, odd = sides[-1], (text.count('"""') + text.count("\x27\x27\x27")) % 2 == 1
        closes = odd and not inside[side] and _closes(text, before[side])
        opens = odd and inside[side] and first[side] >= 0 and _opens(text, before[side])
        if (closes and not quoted[side]) or opens:  # the page began inside a string: its lines were the string's
            for j in range(i):
                if lines[j][0] in (" ", *sides):
                    out[j] = j <= first[side] or not opens
        out.append(inside[side] or '"""' in text or "\x27\x27\x27" in text)
        for s in sides:
            if odd:
                first[s] = i if not quoted[s] and not before[s].strip() and not closes else -1
                inside[s] = True if opens else not inside[s] and not closes
                quoted[s] = True
            before[s] = text if text.strip() else before[s]
    return out


_OPENS = re.compile(r"""(?:^|[=(,\[{:]\s*|\b(?:return|yield)\s+)[rRbBuUfF]{0,2}(?:\"\"\"|\x27\x27\x27)""")
_BARE = re.compile(r"""(?:\"\"\"|\x27\x27\x27)[\s),;\]}]*$""")


def _opens(text: str, before: str) -> bool:
    """A line with one triple quote surely opens a string: text leads to the quotes (`x = `, `return `), or they
    stand bare under a line ending in `:` (a `def`'s or a `class`'s head)."""
    t = text.strip()
    bare = bool(_BARE.fullmatch(t))
    return (not bare and bool(_OPENS.search(t))) or (bare and before.rstrip().endswith(":"))


def _closes(text: str, before: str) -> bool:
    """A line with one triple quote closes a string (seen while taken to be outside one): the quote follows the
    string's text (`messages.` then the quotes), or stands bare (the quotes alone, or before a `)`) under a line
    that opens nothing (not a `def`'s or a `class`'s head ending in `:`, not an `x = (`)."""
    t = text.strip()
    if not _OPENS.search(t):
        return True
    return bool(_BARE.fullmatch(t)) and bool(before.strip()) and not before.rstrip().endswith((":", "(", "=", ","))


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


_CLOSER = re.compile(r"[})\]]+[;,)]*|end")


def closes_only(text: str) -> bool:
    """The line only closes a block or a bracket (`}`, `});`, `end`): it ends what lines above it do."""
    return bool(_CLOSER.fullmatch(text.strip()))


def is_code(text: str) -> bool:
    """Not blank, not a comment or a docstring's edge, not an import nor a list of exported names, nor the package
    or namespace a file declares, nor a file it requires as it is."""
    t = text.strip()
    return bool(t) and not _NOT_CODE.match(t)


_PROSE = re.compile(rf"({_WORDS})")


def is_prose(text: str) -> bool:
    """Blank, or a comment's or a docstring's edge: words for a reader, no code and no import."""
    t = text.strip()
    return not t or bool(_PROSE.match(t))


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
    if marker not in text:
        return text
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


# a variable declared with no value (Go's `var size ByteSize`, JS's `let total;`): it runs nothing until code sets it
_DECLARED = re.compile(
    r"^\s*(?:var\s+[\w$]+(?:\s*,\s*[\w$]+)*\s+[\w.\[\]*]+|(?:let|var)\s+[\w$]+(?:\s*:\s*[^=;]+)?;?)\s*$"
)


def declares_only(text: str) -> bool:
    """The line declares a variable and gives it no value: no code runs there (Go's `var ok bool`, JS's `let n;`)."""
    return _DECLARED.match(text) is not None
