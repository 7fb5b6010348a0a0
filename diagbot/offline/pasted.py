"""A default pasted from the line beside it: `beamMargin = UNDER_KEEL_M, underKeel = UNDER_KEEL_M`. Two names the
branch binds to one constant, the constant named after one of them (`underKeel`), while the code has a constant named
after the other (`BEAM_MARGIN_M`): the line was copied from its neighbour and its value not changed. That binding is
the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.siblings import words

# `name = CONSTANT`, `name: float = CONSTANT`, `name=CONSTANT` in a signature, `name: CONSTANT` in a literal
_BINDS = re.compile(
    r"(?<![\w$.])\$?([A-Za-z_][\w$]*)\s*(?::\s*[\w.<>\[\]|? ]+?\s*)?[=:]\s*(?:self::|static::)?"
    r"([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,}\d*)\b(?!\s*[.(\[])"
)
_CONSTANT = re.compile(r"(?<![\w$.])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b")
_NEAR = 3  # rows apart, at most, for two bindings to be a line and its copy


@lru_cache(maxsize=2)
def pasted_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that bind a name to the constant a binding beside them
    binds its own namesake to, when the code has a constant named after the first name; strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    constants = {c for path, parsed in files for _, mark, t in parsed if mark != "-" for c in _CONSTANT.findall(t)}
    found: dict[tuple[str, int], int] = {}
    for path, parsed in files:
        binds = [
            (k, int(n), m[1], m[2])
            for k, (n, mark, t) in enumerate(parsed)
            if mark == "+" and n
            for m in _BINDS.finditer(bare_code(t, path))
        ]
        for k, n, name, value in binds:
            if _named(name, value) or not any(c != value and _named(name, c) for c in constants):
                continue  # its constant is its namesake, or the code has none it could have meant
            if any(v == value and x != name and abs(j - k) <= _NEAR and _named(x, value) for j, _, x, v in binds):
                found[(path, n)] = 2
    return MappingProxyType(found)


def _named(name: str, constant: str) -> bool:
    """The constant is named after the name: it holds every word of it (`underKeel`, `UNDER_KEEL_M`)."""
    mine, its = words(name), words(constant)
    telling = len(mine) >= 2 or any(len(w) >= 4 for w in mine)  # not `x` in `X_MAX`
    return telling and all(w in its for w in mine) and len(its) <= len(mine) + 2
