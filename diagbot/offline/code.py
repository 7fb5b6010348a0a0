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
_HELPER_PREFIX = re.compile(r"(?i:test|assert|expect|should|require)|to[A-Z]")  # toBe, toEqual: case matters


def same_file(a: str, b: str) -> bool:
    """The same file, named in full or by a tail of its path."""
    return a == b or a.endswith("/" + b) or b.endswith("/" + a)


def definitions(symbol: str) -> tuple[str, ...]:
    """How languages define a function, most certain first: keyword, assigned function, typed method."""
    return definitions_of([symbol])


def definitions_of(symbols: list[str]) -> tuple[str, ...]:
    """definitions() of any of several functions."""
    s = re.escape(symbols[0]) if len(symbols) == 1 else "(" + "|".join(map(re.escape, symbols)) + ")"
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


_STARTS = re.compile(  # a line that opens a function or class: where one function's span ends and the next begins
    r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:pub(?:\([^)]*\))?\s+)?(?:def|function|func|fn|fun|sub|class|impl)\b"
    r"|\b[A-Za-z_$][\w$]*\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)[^=;]*=>)"
    r"|^\s*(?:[\w<>\[\],]+\s+)+(?!(?:if|for|while|switch|catch|return|else|new)\b)[A-Za-z_$][\w$]*\s*\([^)]*\)"
    r"\s*(?:throws\b[^{]*)?\{\s*$"
)


def function_span(code: dict[int, str], focus: int) -> tuple[int, int]:
    """The lines of the function holding `focus`, as far as `code` shows them: from its definition to the line
    before the next one; (focus, focus) when no definition is in view above it."""
    first = min(code, default=focus)
    start = next((n for n in range(focus, first - 1, -1) if _STARTS.search(code.get(n, ""))), None)
    if start is None:
        return focus, focus
    last = max(code, default=focus)
    end = next((n - 1 for n in range(start + 1, last + 1) if _STARTS.search(code.get(n, ""))), last)
    return start, end


def opens_function(text: str) -> bool:
    """The line opens a function or class."""
    return bool(_STARTS.search(text))


def calls_in(code: dict[int, str], start: int, end: int) -> list[str]:
    """The functions lines start..end call, once each, in order (not keywords nor test helpers)."""
    names = [n for i in range(start + 1, end + 1) for n in _CALLED.findall(code.get(i, ""))]
    return [n for n in dict.fromkeys(names) if n not in _NOT_CALLEES and not _HELPER_PREFIX.match(n)]
