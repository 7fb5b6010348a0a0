"""An async function's promise taken for its answer: `if (!hasStock(store, size))` where `async function hasStock`.
Without `await` the call is a promise (in Python, a coroutine), always truthy: the check never holds (or always does),
whatever the answer would be. The line testing the unawaited call is the slip."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files

_SUFFIXES = (".js", ".mjs", ".cjs", ".jsx", ".ts", ".tsx", ".py")
# `async function hasStock(`, `const hasStock = async (`, `async hasStock(` (a method), `hasStock: async (`
_ASYNC = re.compile(
    r"\basync\s+(?:function\s*\*?|def)\s*([A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*)\s*[=:]\s*async\b"
    r"|^\s*(?:(?:public|private|protected|static)\s+)*async\s+([A-Za-z_$][\w$]*)\s*\("
)
_TESTED = (  # in a condition: `if (f(`, `!f(`, `&& f(`, `c ? f(`; Python's `if f(`, `not f(`, `and f(`
    r"(?:\b(?:if|while|elif|not|and|or)\b\s*\(?|!|&&|\|\||\?(?!\.))\s*(?:[\w$]+\.)*{0}\s*\("
)


@lru_cache(maxsize=2)
def unawaited_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed JavaScript and TypeScript source files (not tests) testing, in a condition, the
    call of a function the diff shows declared `async`, with no `await`; strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes) if f.path.endswith(_SUFFIXES)]
    names = {
        next(g for g in m.groups() if g)
        for path, parsed in files
        for _, mark, text in parsed
        if mark != "-"
        for m in _ASYNC.finditer(bare_code(text, path))
    }
    if not names:
        return MappingProxyType({})
    tested = re.compile(_TESTED.format("(?:" + "|".join(sorted(map(re.escape, names))) + ")"))
    found: dict[tuple[str, int], int] = {}
    for path, parsed in files:
        for n, mark, text in parsed:
            if mark == "+" and n and (m := tested.search(code := bare_code(text, path))) and not _ASYNC.search(code):
                found |= {(path, int(n)): 2} if "await" not in code[: m.end()] else {}
    return MappingProxyType(found)
