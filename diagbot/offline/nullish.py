"""A strict null check on a value read from an object by key: `var value = target[key];` then `value !== null ?
value : defs[key]`. A missing key reads `undefined`, which `!== null` lets through: the fallback is never taken for
the keys left out, only for those set to null. `!= null` (or `??`) takes both. The check is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.calls import code_only

# `var value = target[key];`, `const v = opts[name]`, `let x = this.map[k];`: a value read by a computed key
_KEYED = re.compile(r"^\s*(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*[\w$.]+\[\s*[A-Za-z_$][\w$.]*\s*\]\s*;?\s*$")
_BY_KEY = r"[\w$.]+\[\s*[A-Za-z_$][\w$.]*\s*\]"
_NEAR = 4  # rows from the read to the check, at most
_SUFFIXES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx")


@lru_cache(maxsize=2)
def nullish_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed JavaScript and TypeScript source files (not tests) that pick a value or its fallback
    by a strict comparison with null (`v !== null ? v : d`, `v === null ? d : v`, `if (v !== null)`), where `v` is an
    object's value read by a computed key, on the line or a few rows above; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        if not f.path.endswith(_SUFFIXES):
            continue
        rows = [(n, m, code_only(t)) for n, m, t in diff_rows(f.patch) if m != "-"]
        for i, (n, mark, code) in enumerate(rows):
            if mark != "+" or not n or "null" not in code:
                continue
            keyed = {m[1] for _, mk, c in rows[max(0, i - _NEAR) : i] if mk != "@" and (m := _KEYED.match(c))}
            if any(_checks(code, rf"(?<![\w$.]){re.escape(name)}(?![\w$\[.(])") for name in keyed) or _checks(
                code, _BY_KEY
            ):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _checks(code: str, value: str) -> bool:
    """The line chooses by the value (a pattern: a name, or a read by key) being strictly null or not: a ternary or an
    `if` on `value !== null`, `null === value` and the like, never a loose `!= null` nor a `typeof` test."""
    strict = rf"(?:{value}\s*[!=]==\s*null\b|\bnull\s*[!=]==\s*{value})"
    return bool(re.search(rf"(?:^|[=(:,]|\breturn)\s*\(?\s*{strict}\s*\)?\s*\?|\bif\s*\(\s*{strict}\s*\)", code))
