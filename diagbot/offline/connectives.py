"""A condition whose connective the branch turned: the removed code joined two conditions with `and` (`&&`) and the
added code joins the same two with `or` (`||`), or the other way round (`x not in m or (m[x] is None and not
nullable)` rewritten in a new helper as `m[f] is None or not nullable`), a rewrite's slip as likely as a flipped
bound. A removed condition spread over lines is read joined; its operands may name one variable otherwise (the
helper's parameter). A change that rewrites the operands too (De Morgan's `not (a and b)` as `not a or not b`) is
another condition, not a slip."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code, without_comment

_TOKEN = re.compile(r"[\w$]+|&&|\|\||[=!<>]=+|=>|\S")
_TURNED = {"and": "or", "or": "and", "&&": "||", "||": "&&"}
_STOP = {"=", "=>", "return", "if", "elif", "while", "unless", "until", "assert", "when", "then", "do", "lambda"}
_STOP |= {",", ":", "?", ";", "{", "}"}
_OPEN, _CLOSE = "([", ")]"

Joined = tuple[tuple[str, ...], str, tuple[str, ...]]  # an operand's tokens, the connective, the other's


def joined(text: str, path: str) -> frozenset[Joined]:
    """The pairs of conditions a line joins, each with its connective: `a.b > 0 && !c` gives (`a.b > 0`, &&, `!c`),
    as tokens."""
    tokens = _TOKEN.findall(bare_code(text, path))
    found = set()
    for i, token in enumerate(tokens):
        if token in _TURNED:
            left, right = _operand(tokens, i, -1), _operand(tokens, i, 1)
            if left and right:
                found.add((left, token, right))
    return frozenset(found)


def _operand(tokens: list[str], at: int, step: int) -> tuple[str, ...]:
    """The tokens of the condition beside the connective at `at`, as far as its brackets and the statement run."""
    inner, outer = (_CLOSE, _OPEN) if step < 0 else (_OPEN, _CLOSE)
    got: list[str] = []
    depth, j = 0, at + step
    while 0 <= j < len(tokens):
        token = tokens[j]
        if token in outer and depth == 0:
            break
        if depth == 0 and (token in _STOP or token in _TURNED):
            break
        depth += (token in inner) - (token in outer)
        got.append(token)
        j += step
    return tuple(reversed(got)) if step < 0 else tuple(got)


def _alike(old: tuple[str, ...], new: tuple[str, ...], renamed: dict[str, str]) -> bool:
    """The same condition, token for token, but for names `renamed` maps consistently (extended as it reads)."""
    if len(old) != len(new):
        return False
    for a, b in zip(old, new, strict=True):
        if a != b and not (a.isidentifier() and b.isidentifier() and renamed.setdefault(a, b) == b):
            return False
    return True


def turns(text: str, removed: frozenset[Joined], path: str) -> bool:
    """The line joins two conditions the removed code joined (either way round, one name renamed at most) with the
    other connective, where the removed code never joined them with this one."""
    for left, op, right in joined(text, path):
        if (left, op, right) in removed or (right, op, left) in removed:
            continue  # the removed code joined these two so too
        for old_left, old_op, old_right in removed:
            if old_op != _TURNED[op]:
                continue
            for a, b in ((old_left, old_right), (old_right, old_left)):
                renamed: dict[str, str] = {}
                if _alike(a, left, renamed) and _alike(b, right, renamed) and len(renamed) <= 1:
                    if (a, op, b) not in removed and (b, op, a) not in removed:
                        return True
    return False


def removed_joins(rows: Iterable[tuple[str, str]], path: str) -> frozenset[Joined]:
    """What the runs of removed lines of code among the (mark, text) rows joined, each run read as one text (a
    condition spread over lines)."""
    runs: list[list[str]] = [[]]
    for mark, text in rows:
        if mark == "-":
            runs[-1] += [without_comment(text, path)] if is_code(text) else []
        elif runs[-1]:
            runs.append([])
    return frozenset(j for run in runs if run for j in joined(" ".join(run), path))


def _rows(patch: str) -> Iterable[tuple[str, str]]:
    return ((row[:1], row[1:]) for row in patch.splitlines() if not row.startswith(("---", "+++")))


@lru_cache(maxsize=2)
def turned_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that turn a connective their file's removed code had,
    each with strength 2 (as a flipped pair of operands, flips.py)."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        removed = removed_joins(_rows(f.patch or ""), f.path)
        if removed:
            found |= {(f.path, n): 2 for n, t in added_lines(f.patch) if turns(t, removed, f.path)}
    return MappingProxyType(found)
