"""A type, build or compile error leads to the changed declaration of a symbol it names (or, naming none, of a
name the failing line uses): `Type 'string' is not assignable to type 'number'` at `config.port + 1` leads to
the changed `port: string;`; a value outside a union of literals (`'"PATCH"'` not in `'"GET" | "HEAD"'`) leads to
where those literals are listed in that order. Only a declaration on a changed line of code is read. A local the
error names that the failing function binds to a call (`const room = requireRoom(ids, id);`, then `'room' is
possibly 'undefined'`) has the type that call returns: when the branch changed the called function, its change is
read first."""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.filekinds import is_test
from diagbot.offline.calls import calls_on
from diagbot.offline.change import Hunk, file_hunks
from diagbot.offline.clues import (
    PLAIN_WORDS,
    compile_symbols,
    declarations_of,
    generic_types,
    is_compile_error,
    named_in_line,
)
from diagbot.offline.code import defined_name
from diagbot.offline.findings import Findings
from diagbot.offline.follow import BELOW, Step, changed_sources, glob_of, read
from diagbot.offline.named import named_change, named_hunks
from diagbot.offline.span import reach_span


def read_binder_change(f: Findings) -> Step | None:
    """Read the change of the function whose call binds the local the compile error names, in the failing
    function above its failing line, when the branch changed it (named.py) and no change was read yet."""
    fail = f.failure
    if fail is None or f.change is not None or f.named_by or not f.code or not is_compile_error(fail.message):
        return None
    path, focus, code = f.code[0]
    start, _ = reach_span(code, focus)
    start = start if start < focus else min(code, default=focus)  # no function's head in view: the lines read above
    quoted = compile_symbols(fail.message)[:1]  # the first name the error quotes, bound nearest above the failure
    line = code.get(focus, "")  # else (it quotes types only, `Argument of type 'Promise<Entry[]>'`, or a builtin
    # bound nowhere here, `Argument 1 to "len"`) the names the failing line uses, not the one it binds, bound above it
    used = [x for x in named_in_line(line) if not re.search(_BINDS.format(re.escape(x)), line)]
    callee = _binder(code, quoted, focus, start) or _binder(code, used, focus - 1, start)
    if callee is None:
        return None
    hit = next(((h, name, at) for h, name, at in named_hunks(f) if name == callee and at[0] == path), None)
    hit = hit or _defined_change(f, callee, (path, focus))
    if hit is None:
        return None
    step = named_change(*hit)
    if "Promise<" not in fail.message:
        return step
    return step[0], {**step[1], "_near": hit[0].focus, "_promised": True}  # a value expected, its Promise got: the
    # function made `async`, its head


def _defined_change(f: Findings, name: str, at: tuple[str, int]) -> tuple[Hunk, str, tuple[str, int]] | None:
    """The hunk that changes the head or the code of function `name` where grep found it defined in a changed file
    (its signature made to return another type: `-> Iterator[Coupe]`), though no read code led there."""
    defs = f.changed_defs or []
    for path, line, text in defs:
        if defined_name(text) == name and not is_test(path):
            end = min((n - 1 for p, n, _ in defs if p == path and n > line), default=line + BELOW)  # the next one
            hunks = [h for h in file_hunks(f.changes, path) if not h.inert and h.meets(line, end)]
            if hunks:
                return replace(hunks[0], focus=line), name, at
    return None


def _binder(code: dict[int, str], names: list[str], focus: int, start: int) -> str | None:
    """The function whose call binds the first of `names` nearest above `focus` (down to `start`), if one does."""
    lines = [code.get(n, "") for n in range(focus, start - 1, -1)]
    found = (re.search(_BINDS.format(re.escape(x)), text) for x in names for text in lines)
    return next((m[1] for m in found if m), None)


# a line binding a name to a call's result: `const room = requireRoom(`, `room := rooms.Find(`, `let r: T = f<U>(`
_BINDS = (
    r"(?<![\w$.]){}\s*(?::[^=]+)?(?::=|=)(?![=>])\s*(?:await\s+|try\s+)?(?:[\w$]+\s*(?:\.|::|->)\s*)*"
    r"([A-Za-z_$][\w$]*)\s*[(<]"
)


def grep_declaration(f: Findings) -> Step | None:
    """Grep the changed source files for the declarations of the symbols the compile error is about."""
    names, changed = _names(f), changed_sources(f)
    if not names or not changed:
        return None
    say = f"A build error about {', '.join(f'`{n}`' for n in names)}: did the branch change a declaration?"
    union = _union(f.failure.message if f.failure else "")
    pattern = declarations_of(names) + (f"|{union}" if union else "")
    return "grep", {"pattern": pattern, "glob": glob_of(changed), "_decl": True, "_say": say}


def grep_declared_type(f: Findings) -> Step | None:
    """The names the build error is about were found declared on no changed line, some with a type (`section:
    Section`): grep the changed source files for that type's declaration (`type Section = …`), which the branch may
    have changed so that the value no longer fits (the error quotes types only: `Argument of type 'string'`)."""
    if not f.declared or any(_on_changed_code(f, p, n) for p, n, _ in f.declared):
        return None
    names, changed = _names(f), changed_sources(f)
    typed = [rf"(?<![\w$.]){re.escape(x)}\??\s*:\s*(?:readonly\s+)?([A-Za-z_$][\w$]*)" for x in names]
    found = (m[1] for _, _, text in f.declared for p in typed for m in re.finditer(p, text))
    types = [t for t in dict.fromkeys(found) if len(t) > 2 and t.lower() not in PLAIN_WORDS and t not in names]
    if not types or not changed:
        return None
    say = f"Those names are declared with {', '.join(f'`{t}`' for t in types[:3])}: did the branch change that type?"
    return "grep", {"pattern": declarations_of(types[:3]), "glob": glob_of(changed), "_decl": True, "_say": say}


def _union(message: str) -> str | None:
    """A regex for the literals of a union type the error says a value is not in (`not assignable to type '"GET" |
    "HEAD"'`), listed in their order as a type (`"GET" | "HEAD"`) or as a constant array (`["GET", "HEAD"] as const`):
    where the allowed values are declared."""
    m = _TO_UNION.search(message)
    members = re.findall(r'"([^"]*)"', m[1]) if m else []
    if len(members) < 2:
        return None
    return r"\s*[|,]\s*".join(f"[\"']{re.escape(x)}[\"']" for x in members)


_TO_UNION = re.compile(r"""not assignable to (?:parameter of )?type '((?:"[^"]*"\s*\|\s*)+"[^"]*")""")


def read_declaration(f: Findings) -> Step | None:
    """Read the declaration found on a changed line of code of the name the error says first."""
    done, names = {(p, n) for p, n, _ in f.reads}, _names(f)
    changed = [h for h in f.declared if (h[0], h[1]) not in done and _on_changed_code(f, h[0], h[1])]
    rank = {h: next((i for i, n in enumerate(names) if re.search(rf"\b{re.escape(n)}\b", h[2])), 99) for h in changed}
    best = min(changed, key=lambda h: rank[h], default=None)
    return read(best[0], best[1], decl=True) if best else None


def _names(f: Findings) -> list[str]:
    """The names a compile error is about: those it quotes; when it quotes none, or only functions its failing line
    calls (`Argument 1 to "sorted"`: the argument has the wrong type, `sorted(cat.tags)`), also those functions
    (what they return, or take, may be what changed: `return groupBy(cards, key)`) and the other names the line uses
    (`tags`, declared otherwise); then the types a quoted generic type takes (`'Record<Grade, string>'`)."""
    fail = f.failure
    if fail is None or not is_compile_error(fail.message) or not f.reads:
        return []
    line = f.reads[0][2]
    said, calls = compile_symbols(fail.message), calls_on(line)
    if all(re.search(rf"(?<![\w$]){re.escape(n)}\s*\(", line) for n in said):  # not `Argument "qty" to "Line"`
        said += [*calls, *named_in_line(line)]
    return list(dict.fromkeys([*said, *generic_types(fail.message)]))[:6]


def _on_changed_code(f: Findings, path: str, line: int) -> bool:
    return any(line in h.code for h in file_hunks(f.changes, path))
