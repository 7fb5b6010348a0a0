"""Code rewritten into rows keyed by the strings the removed code used, each row reading the fields the removed
code for its key read, but one: the branch turns `if (s.lowestAmplitude < g.minAmplitude) failures.push({ check:
'amplitude', ... })` and the like into `{ check: 'amplitude', value: (s) => s.averageAmplitude, min: (g) =>
g.minAmplitude }` rows of a table. A refactor maps each key's old code to its row by one rule; the row reading a
sibling of the field its key's old code read (`averageAmplitude` for `lowestAmplitude`) broke that rule."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.flips import removed_code
from diagbot.offline.kinds import is_code

_KEY = re.compile(r"""(['"])([A-Za-z][\w -]{1,30})\1""")  # a string a table is keyed by: 'amplitude', "beat error"
_FIELD = re.compile(r"(?<=[\w$)\]])(?:\.|->|\?\.)([A-Za-z_$][\w$]*)\b(?!\s*\()")  # a member read, not called
_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
_FAITHFUL = 2  # rows reading only fields their key's old code read, at least, beside the one


@lru_cache(maxsize=2)
def unfaithful_rows(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added line keyed by a string the removed code used that reads a sibling (a field sharing a word) of a
    field that code read for that key, where at least _FAITHFUL other keys' added lines read only the fields their
    removed code read; strength 2, as sure as a flipped pair of operands (flips.py)."""
    old: dict[str, set[str]] = {}
    new: dict[str, list[tuple[str, int, set[str]]]] = {}
    for f in source_files(changes):
        if unread_kind(f.path):  # a built or vendored copy: its code is a tool's
            continue
        for text in removed_code(f.patch or ""):
            for key in _keys(text):
                old.setdefault(key, set()).update(_FIELD.findall(text))
        for line, text in added_lines(f.patch):
            for key in _keys(text):
                new.setdefault(key, []).append((f.path, line, set(_FIELD.findall(text))))
    faithful, odd = 0, []
    for key, rows in new.items():
        read = old.get(key, set())
        if len(rows) != 1 or not read or not rows[0][2]:
            continue  # a key its old code read nothing for, or written twice: no rule to hold it to
        path, line, fields = rows[0]
        faithful += fields <= read
        odd += [(path, line)] if any(_words(a) & _words(b) for a in fields - read for b in read - fields) else []
    return MappingProxyType({odd[0]: 2} if len(odd) == 1 and faithful >= _FAITHFUL else {})


def _keys(text: str) -> set[str]:
    return {m[2] for m in _KEY.finditer(text)} if is_code(text) else set()


def _words(name: str) -> set[str]:
    """The words of a name longer than two letters, lower-cased: `averageAmplitude`: average, amplitude."""
    return {w.lower() for w in _WORD.findall(name) if len(w) > 2}
