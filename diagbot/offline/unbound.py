"""A name the failure says is undefined (`F821 Undefined name `total``, `NameError: name 'total' is not defined`,
`Cannot find name 'total'`, go's `undefined: total`) whose binding the branch removed from the failing file
(`- total = dry_weight(parts)`) and did not add back there: the line the failure names is where the value is
missing, so it is cited first, and the removed binding is quoted, though no line of the new file holds it."""

from __future__ import annotations

import re

from diagbot.changes import ChangeSet
from diagbot.filekinds import same_file
from diagbot.logs.types import Failure
from diagbot.offline.clues import declarations_of
from diagbot.offline.kinds import is_code

_UNDEFINED = re.compile(  # the name the failure says is not bound, whatever quotes it wears
    r"[Uu]ndefined name [`'\"]([\w$]+)|name '([\w$]+)' is not defined|\b([\w$]+) is not defined\b"
    r"|'([\w$]+)' is not defined|Cannot find name '([\w$]+)'|\bundefined: ([\w$]+)\s*$"
    r"|cannot find (?:value|function) `([\w$]+)`|undeclared identifier '([\w$]+)'|'([\w$]+)' undeclared"
    r"|'([\w$]+)' was not declared|Undefined variable:? \$?([\w$]+)|undefined local variable or method `([\w$]+)'",
    re.M,
)
_OLD = re.compile(r"^@@ -(\d+)")


def undefined_name(message: str) -> str | None:
    """The name an undefined-name error is about; None for any other failure."""
    m = _UNDEFINED.search(message)
    return next(g for g in m.groups() if g) if m else None


def binds(name: str) -> re.Pattern[str]:
    """A line binding `name`: a declaration as a build error's is found (clues.declarations_of: `const total`,
    `int total =`, `def total(`), an assignment at any depth (`total = …`, `total := …`, PHP's `$total = …`), an
    import naming it."""
    n = re.escape(name)
    return re.compile(
        rf"{declarations_of([name])}|^\s*\$?{n}\s*(?::[^=]+)?:?=(?![=>])"
        rf"|^\s*(?:from\s+\S+\s+)?import\b.*(?<![\w$.]){n}\b|^\s*use\s.*\b{n}\b"
    )


def unbound_clause(fail: Failure, changes: ChangeSet | None) -> str:
    """The Cause's clause for a name the failure says is undefined whose binding the branch removed from the failing
    file: the failing line first (where the value is missing), then the removed line; "" otherwise."""
    found = removed_binding(fail, changes)
    if found is None or not fail.line:
        return ""
    path, name, text, old = found
    return (
        f"; `{name}` is read at `{path}:{fail.line}`, but the branch removed the line binding it there"
        f" (`- {text}`, line {old} before the change) and adds none in that file"
    )


def removed_binding(fail: Failure, changes: ChangeSet | None) -> tuple[str, str, str, int] | None:
    """(the file, the name, the removed line binding it, its line before the change) when the failure is an
    undefined-name error in a file whose change removed that binding and added none; else None."""
    name = undefined_name(fail.message)
    if name is None or changes is None or not fail.path:
        return None
    path, patch = next(((f.path, f.patch) for f in changes.files if f.patch and same_file(f.path, fail.path)), ("", ""))
    if not patch:
        return None
    pattern, gone, old = binds(name), None, 0
    for row in patch.splitlines():
        if m := _OLD.match(row):
            old = int(m[1])
        elif row.startswith("+") and pattern.search(row[1:]):
            return None  # bound anew in the file: the failure is about another scope
        elif row.startswith("-"):
            if gone is None and is_code(row[1:]) and pattern.search(row[1:]):
                gone = (path, name, row[1:].strip(), old)
            old += 1
        elif not row.startswith(("\\", "+")):
            old += 1
    return gone
