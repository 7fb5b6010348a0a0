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


@lru_cache(maxsize=256)
def changes(name: str, in_place: bool = False) -> re.Pattern[str]:
    """What changes the value the name `name` (a regex: re.escape a plain name) holds; in_place: not taking it as it
    is (`merged = defaults`)."""
    return re.compile("|".join(f"(?:{p.format(n=name)})" for p in CHANGES[: -1 if in_place else None]))
