"""A span measured backwards: `Period.between(asOf, filled)`, `WorkingDaysBetween(j.Due, today)`. A `between` takes
the earlier moment first; names say which of two moments comes first (what was filled, started or born before today,
today before what is due or ends). A call handed the later one first counts the span negative, or not at all: the
line is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import listed_items
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.siblings import words

_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")
_IDENT = re.compile(r"[A-Za-z_$][\w$]*")
_WHEN = {  # a moment's place, by a word of its name: before now, now, after now
    **dict.fromkeys(
        "start started begin began since filled born birth created opened issued hired joined planted"
        " purchased bought signed earliest previous".split(),
        0,
    ),
    **dict.fromkeys("today now current".split(), 1),
    **dict.fromkeys("due deadline expiry expires expiration until end ends finish finished maturity".split(), 2),
}


@lru_cache(maxsize=2)
def backwards_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) calling a `between` (`Period.between`, `daysBetween`) with
    a first moment whose name says it comes after the second's; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        for n, mark, text in diff_rows(f.patch):
            if mark == "+" and n and "etween" in text and _backwards(bare_code(text, f.path)):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _backwards(code: str) -> bool:
    """A call of a `between` handed two moments, the first one's name saying it comes after the second's."""
    for m in _CALL.finditer(code):
        args = listed_items(code, m.end()) if "between" in words(m[1]) else None
        if args and len(args) >= 2 and (a := _when(args[0])) is not None and (b := _when(args[1])) is not None:
            if a > b:
                return True
    return False


def _when(arg: str) -> int | None:
    """Where a moment stands by its name's last identifier (`j.Due`: due; `asOf`: now), when its words say."""
    names = _IDENT.findall(arg)
    if not names or "(" in arg:
        return None
    said = words(names[-1])
    if said[-2:] == ["as", "of"]:
        return 1
    places = {_WHEN[w] for w in said if w in _WHEN}
    return places.pop() if len(places) == 1 else None
