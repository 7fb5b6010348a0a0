r"""Refuse the regex shapes that backtrack exponentially, before they run: grep says how to rewrite them.

A repeat whose body can match one stretch of text in many ways, `(a+)+`, `(\w+\s?)*`, `(.|\s)*`, tries every
split of a line it almost matches: 2^40 tries for 40 a's and a `!`. The check reads the pattern with the stdlib's
own parser, so it sees re's dialect exactly; it flags only shapes that are certainly ambiguous (a repeat whose one
required part is itself a variable repeat, or alternatives that match the same single character), so it never
refuses an ordinary pattern. Subtler cases (`(a|aa)+`, `(.*,)+`) are left to the time limit (deadline.py).
"""

from __future__ import annotations

import re
from re import _parser  # type: ignore[attr-defined]  # the stdlib's own regex parser, as in needles.py
from typing import Any

REWRITE = (
    "rewrite it so that each stretch of a line can match only one way: `(a+)+` as `a+`, `(\\w+\\s?)+` as `[\\w\\s]+`,"
    " `(.|\\s)*` as `[\\s\\S]*`"
)
_REPEATS = (_parser.MAX_REPEAT, _parser.MIN_REPEAT)  # possessive repeats and atomic groups never backtrack
_SINGLE = {
    _parser.CATEGORY_DIGIT: r"\d", _parser.CATEGORY_NOT_DIGIT: r"\D", _parser.CATEGORY_SPACE: r"\s",
    _parser.CATEGORY_NOT_SPACE: r"\S", _parser.CATEGORY_WORD: r"\w", _parser.CATEGORY_NOT_WORD: r"\W",
}  # fmt: skip
_SAMPLE = [chr(c) for c in range(256)]  # the characters an overlap is looked for among


def backtracking_risk(pattern: str, flags: int) -> str | None:
    """Why `pattern` can take exponential time on some line, or None."""
    try:
        parsed = _parser.parse(pattern, flags)
    except re.error:
        return None  # compiling reports it
    return _scan(parsed, parsed.state)


def _scan(items: Any, state: Any) -> str | None:
    for op, av in items:
        if op in _REPEATS and av[1] > 1:
            if _repeats_alone(av[2], state):
                return "a repeated group whose only required part is itself repeated, as in `(a+)+` or `(\\w+\\s?)*`"
            if _overlapping_branches(av[2], state):
                return "a repeated alternation whose alternatives match the same character, as in `(.|\\s)*`"
        for sub in _children(op, av):
            if found := _scan(sub, state):
                return found
    return None


def _children(op: Any, av: Any) -> list[Any]:
    if op is _parser.SUBPATTERN:
        return [av[3]]
    if op in _REPEATS or op is getattr(_parser, "POSSESSIVE_REPEAT", None):
        return [av[2]]
    if op is _parser.BRANCH:
        return list(av[1])
    if op in (_parser.ASSERT, _parser.ASSERT_NOT):
        return [av[1]]
    if op is _parser.GROUPREF_EXISTS:
        return [b for b in av[1:] if b is not None]
    if op is getattr(_parser, "ATOMIC_GROUP", None):
        return [av]
    return []


def _min_width(item: Any, state: Any) -> int:
    return int(_parser.SubPattern(state, [item]).getwidth()[0])


def _repeats_alone(items: Any, state: Any) -> bool:
    """Every match of `items` is one variable-length repeat's, give or take parts that may match nothing."""
    required = [item for item in items if _min_width(item, state) > 0] or list(items)
    if len(required) != 1:
        return False
    op, av = required[0]
    if op in _REPEATS:
        return bool(av[1] > av[0] and av[1] > 1)
    if op is _parser.SUBPATTERN:
        return _repeats_alone(av[3], state)
    if op is _parser.BRANCH:
        return any(_repeats_alone(branch, state) for branch in av[1])
    return False


def _overlapping_branches(items: Any, state: Any) -> bool:
    """`items` is, around optional parts, an alternation two of whose one-character alternatives share a character."""
    required = [item for item in items if _min_width(item, state) > 0]
    if len(required) != 1:
        return False
    op, av = required[0]
    if op is _parser.SUBPATTERN:
        return _overlapping_branches(av[3], state)
    if op is not _parser.BRANCH:
        return False
    seen: set[str] = set()
    for branch in av[1]:
        chars = _chars(branch, state)
        if chars is None:
            continue
        if seen & chars:
            return True
        seen |= chars
    return False


def _chars(items: Any, state: Any) -> set[str] | None:
    """The sample characters a one-character pattern matches; None for anything longer or stranger."""
    if len(items) != 1:
        return None
    op, av = items[0]
    if op is _parser.SUBPATTERN:
        return _chars(av[3], state)
    if op is _parser.LITERAL:
        return {chr(av)}
    if op is _parser.NOT_LITERAL:
        return set(_SAMPLE) - {chr(av)}
    if op is _parser.ANY:
        return set(_SAMPLE) if state.flags & re.DOTALL else set(_SAMPLE) - {"\n"}
    if op is _parser.IN:
        return _class(av)
    return None


def _class(members: Any) -> set[str] | None:
    chars: set[str] = set()
    negate = False
    for op, av in members:
        if op is _parser.NEGATE:
            negate = True
        elif op is _parser.LITERAL:
            chars.add(chr(av))
        elif op is _parser.RANGE:
            chars |= {c for c in _SAMPLE if av[0] <= ord(c) <= av[1]}
        elif op is _parser.CATEGORY and av in _SINGLE:
            chars |= {c for c in _SAMPLE if re.fullmatch(_SINGLE[av], c)}
        else:
            return None
    return set(_SAMPLE) - chars if negate else chars
