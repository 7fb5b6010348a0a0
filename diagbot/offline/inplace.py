"""What changes in place the value a name holds (`defaults.tax = 0`, `rows.sort()`, `Object.assign(opts, more)`,
`del cache[key]`), read by the slips of one value under two names: a dropped copy (aliased.py), a second name, a
shallow copy's nested value (shared.py)."""

from __future__ import annotations

import re
from functools import lru_cache

NAME = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*"
CHANGES = (  # where a line changes the value a name holds, in place
    r"\bObject\.assign\(\s*{n}(?:\.[\w$]+)*\s*[,)]",
    r"(?<![\w$.]){n}\s*\.\s*(?:sort|reverse|push|pop|shift|unshift|splice|fill|append|extend|insert|remove|update"
    r"|setdefault|clear|add|put|putAll|set|delete|sort_by!|merge!|sort!|reverse!|map!|select!|reject!|uniq!"
    r"|compact!|flatten!|shuffle!)\s*\(",
    r"(?<![\w$.]){n}(?:\[[^\]]*\]|\.[\w$]+)\s*(?:[-+*/|&]|\?\?|\|\||&&)?=(?!=)",  # defaults.tax = ..., items[i] += 1
    r"\bdel\s+{n}\s*\[",
    r"(?<![\w$.]){n}\s*<<",
    r"\b(?:Collections\.sort|Arrays\.sort|sort\.Slice|sort\.SliceStable|sort\.Sort|sort\.Strings|sort\.Ints"
    r"|slices\.Sort\w*)\(\s*{n}\s*[,)]",
    r"^\s*(?:(?:const|let|var|final|val|auto)\s+)?[\w$.]+\s*(?::[^=]+)?=\s*{n}\s*;?\s*$",  # merged = defaults
)
COPIED_ON_BINDING = frozenset(("rs", "c", "h", "cc", "cpp", "cxx", "hpp", "php", "go"))  # structs, arrays: copies


HOLE = "\ue000"  # a private-use character: what stands in a line for the name whose change is sought


def changes(name: str, text: str, in_place: bool = False, tail: str = "") -> bool:
    """Whether the line `text` changes the value the name `name` holds (a plain name, dots allowed: `opts.inner`),
    or with `tail` (a regex after the name: `\\.[\\w$]+`) the part of it the tail names; in_place: not taking it as
    it is (`merged = defaults`). The name is put out of the line, not into the pattern: the patterns are compiled
    once, not once per name (a page of thousands of names would compile as many)."""
    return name in text and bool(_changing(tail, in_place).search(holed(name, text)))


def holed(name: str, text: str) -> str:
    """The line with HOLE for each whole use of `name` (not a part of a longer name, nor a member: `x.name`)."""
    pieces, at, end = [], 0, 0
    while (at := text.find(name, at)) >= 0:
        after = at + len(name)
        if not (_inside(text[at - 1 : at], ".") or _inside(text[after : after + 1], "")):
            pieces += [text[end:at], HOLE]
            end = after
        at = after if end == after else at + 1
    return "".join(pieces) + text[end:]


def _inside(char: str, also: str) -> bool:
    return bool(char) and (char.isalnum() or char in "_$" or char in also)


@lru_cache(maxsize=16)
def _changing(tail: str, in_place: bool) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{p.format(n=HOLE + tail)})" for p in CHANGES[: -1 if in_place else None]))
