"""A block handed a parameter its body never reads, reading another name's field instead: `bookings.sum { |booking|
job.estimate_minutes }` sums the one job's minutes once per booking, where `booking.job.estimate_minutes` was meant.
Ruby's `{ |x| ... }`, a JavaScript or TypeScript arrow `(x) => ...` closing the call it is handed to, a Python
`lambda x: ...`: a body that ignores the value each call hands it, yet reads a field of some other value, computes the
same thing for every item, a stale name from the code around it."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code

_BLOCKS = (
    re.compile(r"\{\s*\|\s*([a-z]\w*)\s*\|\s*([^{}|]+?)\s*\}"),  # Ruby's `{ |booking| job.minutes }`
    # an arrow of one parameter, its body one expression closing the call it is handed to: `map((p) => q.value)`
    re.compile(r"(?<![\w$])\(?\s*([a-z]\w*)\s*\)?\s*=>\s*([^,;{}()=>]+(?:\([^()]*\))?[^,;{}()=>]*)\)"),
    re.compile(r"\blambda\s+([a-z]\w*)\s*:\s*([^,():]+(?:\([^()]*\))?[^,():]*)[,)]"),  # Python's `lambda x: y.key)`
)
_FIELD = re.compile(r"(?<![\w$.])([a-z]\w*)\.[A-Za-z_]\w*")  # `job.estimate_minutes`: a field of another value
_LONGEST = 500  # characters: a longer line is minified or generated, no block a person wrote
_OWN = frozenset({"self", "this", "math", "std"})  # the object the method runs on, a module of functions


@lru_cache(maxsize=2)
def unread_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) handing a call a block whose parameter its body never
    reads while it reads a field of another value; strength 2: the body cannot depend on the item it is given."""
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):  # not a test's
        for n, text in added_lines(f.patch):
            if len(text) > _LONGEST or not is_code(text):
                continue
            if any(_ignores(m[1], m[2]) for rx in _BLOCKS for m in rx.finditer(code_only(text))):
                found[(f.path, n)] = 2
    return MappingProxyType(found)


def _ignores(param: str, body: str) -> bool:
    """The body never names the parameter (`_item` says it means to) and reads a field of another value."""
    if param.startswith("_") or re.search(rf"(?<![\w$.]){re.escape(param)}(?![\w$])", body):
        return False
    return any(name.lower() not in _OWN for name in _FIELD.findall(body))
