"""A call rewritten with two of its arguments turned round: the branch removes `controlPenalty(card.due(i),
card.sections()[i].actual, rules)` and adds `controlPenalty(s.actual, dueAt, rules)`. Each of the two arguments reads
the words of the other's place in the removed call (`actual` first, `due` second), and neither the words of its own:
the values moved with the code, their order did not. That call is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items
from diagbot.offline.bodies import Rows, bare_code, diff_rows, written_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.siblings import words

_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_LITERAL = re.compile(r"[rbfuRBFU]?(?:\"\"|''|``)")  # a string, emptied (bare_code): a format, a message
_PLAIN = {"get", "set", "self", "this", "it", "at", "of", "to", "the", "new", "and", "or", "not", "none", "null"}


@lru_cache(maxsize=2)
def turned_arg_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) calling a function with two arguments each reading the
    words of the other's place, and none of its own place's, in every removed call of that function with as many
    arguments, while no added call of it keeps that removed call's order; strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    removed, added = _removed_and_added(files)
    redefined = {  # their parameters were reordered too: every call rewritten to match
        name
        for _, parsed in files
        for _, mark, t in parsed
        if mark == "+" and opens_function(t) and (name := defined_name(t))
    }
    found: dict[tuple[str, int], int] = {}
    for path, n, name, args in added:
        olds = [old for old in removed.get(name, []) if len(old) == len(args)] if name not in redefined else []
        if olds and all(_turned(args, old) for old in olds):
            if not any(_kept(a, old) for _, _, x, a in added if x == name for old in olds):
                found[(path, n)] = 2
    return MappingProxyType(found)


Calls = list[tuple[str, int, str, list[set[str]]]]  # each added call: its file, line, function and arguments' words


def _removed_and_added(files: list[tuple[str, Rows]]) -> tuple[dict[str, list[list[set[str]]]], Calls]:
    """The removed calls' arguments' words by function, and the added calls."""
    removed: dict[str, list[list[set[str]]]] = {}
    added: Calls = []
    for path, parsed in files:
        for n, mark, text in (row for row in parsed if row[1] in "+-"):
            for name, args in _calls(bare_code(text, path)):
                if mark == "-":
                    removed.setdefault(name, []).append(args)
                elif n:
                    added.append((path, int(n), name, args))
    return removed, added


def _calls(code: str) -> list[tuple[str, list[set[str]]]]:
    """Each call on the line with two arguments or more: its function's name, and each argument's words (not one
    letter, nor the plainest: `get`, `self`)."""
    found = []
    for m in _CALL.finditer(code):
        items = listed_items(code, m.end())
        if items and len(items) >= 2 and not any(_LITERAL.fullmatch(i) for i in items):  # not a format's values
            found.append((m[1], [_words(i) for i in items]))
    return found


def _words(item: str) -> set[str]:
    return {w for name in _IDENT.findall(item) for w in words(name) if len(w) > 1 and w not in _PLAIN}


def _turned(args: list[set[str]], old: list[set[str]]) -> bool:
    """Two arguments each reading words of the other's place in the removed call and none of their own place's."""
    return any(
        args[i] & old[j] and args[j] & old[i] and not args[i] & old[i] and not args[j] & old[j]
        for i, j in combinations(range(len(args)), 2)
    )


def _kept(args: list[set[str]], old: list[set[str]]) -> bool:
    """An added call keeping the removed call's order: every argument reading its own place's words."""
    return all(a & o for a, o in zip(args, old, strict=True) if a and o)
