"""A module's defaults changed in place from inside a function: `return Object.assign(DEFAULT_RULES, changes)`,
`DEFAULT_OPTIONS.update(overrides)`, `DEFAULTS[:units] = units`. The constant every caller starts from is changed
for every later call (a preset built when the module loads changes what the next test reads); what was meant is a
copy (`{ ...DEFAULT_RULES, ...changes }`). Only an UPPER_CASE name saying it holds defaults is read, and only in a
function (its head in the hunk's lines above, or named by the hunk's @@ line): a module's own set-up of its
defaults, at its top level, is no slip."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet, numbered
from diagbot.offline.calls import code_only
from diagbot.offline.change import flagged_in_hunks
from diagbot.offline.code import opens_function
from diagbot.offline.inplace import changes

_DEFAULTS = r"(?:[A-Z][A-Z0-9]*_)*DEFAULTS?(?:_[A-Z0-9]+)*"  # DEFAULT_RULES, DEFAULTS, BASE_DEFAULTS
_NAMED = re.compile(rf"(?<![\w$.]){_DEFAULTS}(?![\w$])")
_HEADER = re.compile(r"^@@ [^@]*@@ ?(.*)$")


def changed_defaults(hunk: str) -> Iterator[int]:
    """The new-side lines of a hunk's added lines that change in place a defaults constant, inside a function."""
    header = _HEADER.match(hunk.partition("\n")[0])
    inside = bool(header and opens_function(header[1]))  # the hunk sits in the function git names
    for row in (r for r in numbered(hunk) if r[:5].strip().isdigit()):  # kept and added lines
        code = code_only(row[7:])
        inside = inside or opens_function(code)
        if row[6:7] == "+" and inside and row[7:8].isspace():
            if any(changes(n, code, True) for n in set(_NAMED.findall(code))):
                yield int(row[:5])


@lru_cache(maxsize=2)
def defaults_lines(changes_: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests, not a built copy) that change a module's defaults
    in place from inside a function, each with strength 2 (as a flipped pair of operands, flips.py)."""
    return MappingProxyType(flagged_in_hunks(changes_, changed_defaults))
