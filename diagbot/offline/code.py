"""What the offline model reads in code: the function a line calls, the function a line sits in, how languages
define a function."""

from __future__ import annotations

import re

_CALLED = re.compile(r"(?<![\w$])(?<!new )([A-Za-z_$][\w$]*)\s*\(")  # constructors are not followed
_NOT_CALLEES = frozenset(
    "if for while switch return it describe def function func fn new print println len str int float bool list "
    "dict set tuple range isinstance t eq ok equal raises Equal NoError Errorf Fatalf Error Fatal Sprintf Printf "
    "console log format not and or in is await async lambda catch try with".split()
)
_HELPER_PREFIX = re.compile(r"(test|assert|expect|should|require|to[A-Z])", re.I)


def same_file(a: str, b: str) -> bool:
    """The same file, named in full or by a tail of its path."""
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def definitions(symbol: str) -> tuple[str, ...]:
    """How languages define a function, most certain first: keyword, assigned function, typed method."""
    s = re.escape(symbol)
    return (
        rf"\b(def|function|func|fn|fun|sub|class|struct|interface|module|type)\s+(\([^)]*\)\s*)?(\w+\.)?{s}\b",
        rf"\b{s}\s*[:=]\s*(async\s+)?(function\b|\([^)]*\)[^=;]*=>)",
        rf"^\s*(?!(return|await|yield|if|elif|else|while|not|throw|new)\b)(\w[\w<>\[\],]*\s+)*{s}\s*\([^)]*\)\s*(\{{|throws\b|$)",
    )


_DEFINED = (  # a line defining a function, its name captured: keyword, assigned function, typed method
    re.compile(r"\b(?:def|function|func|fn|fun|sub)\s+(?:\([^)]*\)\s*)?(?:\w+\.)?([A-Za-z_$][\w$]*)"),
    re.compile(r"\b([A-Za-z_$][\w$]*)\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)[^=;]*=>)"),
    re.compile(
        r"^\s*(?!(?:return|await|yield|if|elif|else|while|for|switch|catch|not|throw|new)\b)(?:[\w<>\[\],]+\s+)*"
        r"([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?:\{|throws\b|$)"
    ),
)


def enclosing(code: dict[int, str], focus: int) -> str | None:
    """The function whose definition is nearest above the focus line, within what was read."""
    for n in range(focus, min(code, default=focus) - 1, -1):
        for rx in _DEFINED:
            if (m := rx.search(code.get(n, ""))) and m[1] not in _NOT_CALLEES:
                return m[1]
    return None


def callee(code: dict[int, str], focus: int, test: str | None) -> str | None:
    """The first function called on the failing line (then just after, then just before) that is not a helper."""
    for n in [focus, *range(focus + 1, focus + 6), *range(focus - 1, focus - 4, -1)]:
        for name in _CALLED.findall(code.get(n, "")):
            if name not in _NOT_CALLEES and name != test and not _HELPER_PREFIX.match(name):
                return str(name)
    return None
