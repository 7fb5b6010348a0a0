"""Code calling a change: when the changed line the failure reaches, or a function the investigation read, calls a
function whose definition the branch changed too (a caller updated to pass a new argument, the callee given the new
behaviour; a call computing a parameter's default), the callee's changed code is where the behaviour the test sees
was made. The offline model reads that hunk next and cites it, naming the caller as the way the failure reaches it.
A field the changed line reads (`s.medianPace`) leads the same way to the added line giving it its value
(`medianPace: median(paces),`) in another changed file.

Definitions are looked up in the branch's diff (what the question shows), not the whole repository: only one the
diff shows, added or as context, with changed code below it before the next definition, counts.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import PurePosixPath
from typing import TYPE_CHECKING

from diagbot.filekinds import is_test
from diagbot.offline.also_changed import DECLARED, gives_nothing
from diagbot.offline.arguments import crossed
from diagbot.offline.calls import ERROR_TYPE, JS_FILE, calls_on, code_only, members, standard_calls
from diagbot.offline.change import Hunk, added_lines, file_hunks, new_side, source_files
from diagbot.offline.changed import Changed
from diagbot.offline.code import enclosing, opens_function, starts_at
from diagbot.offline.constants import CONSTANT, constants_on
from diagbot.offline.kinds import is_code, without_comment
from diagbot.offline.span import METHOD, reach_span

if TYPE_CHECKING:
    from diagbot.changes import ChangeSet, FileChange

# a line building the error it raises: the error path, not the value a check compares (an exception the failure
# raised shows as a frame)
_RAISES = re.compile(r"\s*(throw|raise)\b")
_RETURNS_FIELD = re.compile(r"return\s+((this|self)\.)?@?[A-Za-z_$][\w$]*;?$|@?[a-z_]\w*$")  # `return n;`, Ruby's `@n`
_LITERAL = re.compile(r"\"[^\"]*\"|'[^']*'|(?<![\w.])\d[\w.]*")
HOPS = 2  # changes followed from the first one read (the second only into a function the branch added)
_TYPE_ONLY = re.compile(r"\s*[A-Za-z_][\w.<>\[\]|, ?]*[;,]?\s*")  # `number;`, `Optional[int]`: a type, no value
_GO_FUNC = re.compile(r"func\s+[A-Za-z_]\w*\s*[(\[]")  # `func New(`, `func Map[T any](`: no receiver
_DEFAULT = re.compile(r"[\w$]\s*(?::[^=,()]+)?=\s*([\w$.]+\((?:[^()]|\([^()]*\))*\))")  # `days = trading(p)`
_BELOW = 40  # changed code this far below a definition the diff shows is taken to be inside it
# a sort, min or max given no comparison of its own calls the one its elements' class defines
_SORTS = re.compile(
    r"\.(?:sort!?|sorted|min|max|minmax)\b(?!\s*(?:\(\s*[^)\s]|\{|do\b))|(?<![\w.])(?:sorted|min|max)\(\s*[\w.]+\s*\)"
    r"|\b(?:Collections|Arrays)\.sort\(\s*[\w.]+\s*\)|\bsort\.(?:Sort|Stable)\("
)
_COMPARES = ("<=>", "__lt__", "__gt__", "compareTo", "Less")
_ONE_LINE = re.compile(r"=>\s*[^\s{]|\blambda\b[^:]*:\s*\S|\bdef\s+[\w?!]+(?:\([^)]*\))?\s*=\s*\S")  # an arrow,
# a lambda, Ruby's endless `def f(n) = n * 60`: a definition whose body is an expression on its own line


def called_change(changes: ChangeSet | None, read: list[Changed]) -> Hunk | None:
    """The hunk changing a function that the last changed code read calls, defined in another hunk than those
    read; the first such call on the cited lines, then on the rest of their hunk the page showed."""
    if not read or not changes or len(read) > HOPS:
        return None
    last = read[-1]
    pages = frozenset((c.path, c.shown) for c in read) if len(read) == 1 else frozenset()  # a second hop: another hunk
    hunk = called_hunk(changes, [*last.added, *last.around], {(c.path, c.line) for c in read}, pages)
    if hunk is None or len(read) == 1:
        return hunk
    # past the first change followed, only into a function the branch added (a new helper), not an accessor
    return hunk if any(n == hunk.focus for n, _ in hunk.added) and not _accessor(changes, hunk) else None


def _accessor(changes: ChangeSet, hunk: Hunk) -> bool:
    """The function the hunk's span holds only returns a field or a name (`return percentOff;`): no logic."""
    change = changes.find(hunk.path)
    shown = new_side(change.patch if change else None)
    body = [shown[n].strip() for n in range(hunk.span[0] + 1, hunk.span[1] + 1) if n in shown and is_code(shown[n])]
    statements = [t for t in body if t.strip("{}();")]
    return len(statements) == 1 and bool(_RETURNS_FIELD.match(statements[0]))


def called_from_code(changes: ChangeSet | None, path: str, code: dict[int, str], focus: int) -> Hunk | None:
    """The hunk changing a function that a read function (not a test) calls, when the diff shows its definition:
    the change one call further in, found without walking there."""
    if not changes or is_test(path):
        return None
    start, end = reach_span(code, focus)
    lines = [code[n] for n in range(start, end + 1) if n in code] if start < end else [code.get(focus, "")]
    return called_hunk(changes, lines, {(path, focus)})


_Pages = frozenset[tuple[str, tuple[int, int]]]  # the diff pages read: a path, the first and last new-side lines


def called_hunk(
    changes: ChangeSet, lines: list[str], seen: set[tuple[str, int]], pages: _Pages = frozenset()
) -> Hunk | None:
    """The first function these lines call (on a definition's head only in a parameter's default; not in a comment,
    docstring or line raising an error) whose definition the diff shows with changed code below it, or constant they
    read whose definition another file's diff changed, in a hunk holding none of the `seen` lines nor the function
    they sit in; or in one holding them, when none of the diff tool's `pages` read so far showed its definition (a
    long hunk read in part: a new class above the changed function calling its method)."""
    calls = [t for t in lines if is_code(t) and not opens_function(t) and not _RAISES.match(t)]
    calls += [d for t in lines if is_code(t) and opens_function(t) for d in _DEFAULT.findall(code_only(t))]
    used = [(n, False) for t in calls for n in [*calls_on(t), *constants_on(t)]]
    used += [(n, True) for t in calls for n in members(t) if len(n) > 3]  # then a field it reads: `s.medianPace`
    used += [(n, False) for t in calls for n in standard_calls(t)]  # last, `rates.split(m)`: the diff defines `split`
    used += [(n, False) for t in calls if _SORTS.search(code_only(t)) for n in _COMPARES]  # `entries.sort`: `<=>`
    # a constant of the caller's own file is not followed: changed_declaration names it (also_changed.py)
    here = frozenset(p for p, _ in seen)
    for name, field in dict.fromkeys(used):
        for hunk, line, end in _fields(changes, name, here) if field else _defined(changes, name, here):
            if not field and not _go_visible(changes, hunk.path, line, name, calls, here):
                continue
            if not field and any(crossed(t, _head(changes, hunk.path, line)) for t in calls):
                continue  # called with its arguments in another order than it takes them: the call is the suspect
            holds = any(p == hunk.path and line <= n <= min(end, hunk.last) for p, n in seen)  # itself: no call
            unseen = bool(pages) and not any(p == hunk.path and a <= line <= b for p, (a, b) in pages)
            if not holds and (unseen or not any(p == hunk.path and hunk.first <= n <= hunk.last for p, n in seen)):
                return replace(hunk, focus=line, span=(line, end))
    return None


def _head(changes: ChangeSet, path: str, line: int) -> str:
    change = changes.find(path)
    return new_side(change.patch if change else None).get(line, "")


def _go_visible(changes: ChangeSet, path: str, line: int, name: str, calls: list[str], here: frozenset[str]) -> bool:
    """A Go function (not a method) of another package than the calling code's is called only through its package's
    name (`retry.New(`): an unqualified `New()` in package retry is retry's own, not outbox's."""
    folder = PurePosixPath(path).parent
    if not path.endswith(".go") or any(PurePosixPath(p).parent == folder for p in here):
        return True
    change = changes.find(path)
    if not _GO_FUNC.match(new_side(change.patch if change else None).get(line, "")):
        return True  # a method: called on a value of the package's type, whatever its name
    return any(re.search(rf"\b{re.escape(folder.name)}\.{re.escape(name)}\s*\(", code_only(t)) for t in calls)


def changed_call(
    changes: ChangeSet | None, line: str, symbol: str | None, path: str = "", title: str | None = None
) -> str | None:
    """Of the functions the failing line calls (`format(pace.finish(42_195))`), the one whose definition the branch
    changed (the diff shows it with changed code below), when the one taken for the function under test (`symbol`)
    is not: what the branch changed is what the test runs anew; else the one the test's `title` calls
    (`relative('/','/foo/bar') should be 'foo/bar'`, the line calling a function handed to a shared helper)."""
    if not changes or not symbol or _defined(changes, symbol):
        return symbol
    js = bool(JS_FILE.search(path))
    named = _TITLE_CALL.findall(title or "")
    return next((c for c in [*calls_on(line, js=js), *named] if c != symbol and _defined(changes, c)), symbol)


_TITLE_CALL = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]{2,})\(")  # `relative(` in a test's title


def _defined(changes: ChangeSet, name: str, here: frozenset[str] = frozenset()) -> list[tuple[Hunk, int, int]]:
    """The hunks of changed source files whose changed code sits below a definition of `name` the diff shows, or
    change the line defining a constant `name` outside the files `here` (not to a value the branch removed
    elsewhere)."""
    found: list[tuple[Hunk, int, int]] = []
    for f in _behaviour(source_files(changes)):
        shown = new_side(f.patch)
        defs = sorted(n for n in shown if starts_at(shown, n) or METHOD.match(shown[n]))
        for n in (n for n in defs if enclosing({n: shown[n]}, n) == name):
            end = min([d for d in defs if d > n] + [n + _BELOW]) - 1
            whole = bool(_ONE_LINE.search(code_only(shown[n])))  # `const minutes = (n) => n * 60;`: its body too
            hunks = [h for h in file_hunks(changes, f.path) if not h.inert]
            found += [(h, n, end) for h in hunks if h.meets(n + 1, end) or (whole and n in h.code)]
        constants = [n for n in shown if (m := CONSTANT.match(shown[n])) and m[1] == name and not _moved(changes, m)]
        for n in constants if f.path not in here else ():  # its own line: a table's rows are keyed_row's
            found += [(h, n, n) for h in file_hunks(changes, f.path) if not h.inert and h.meets(n, n)]
    return found


def _fields(changes: ChangeSet, name: str, here: frozenset[str]) -> list[tuple[Hunk, int, int]]:
    """The hunks of changed source files outside `here` whose added line gives the field `name` its value (`name:
    value,` in an object, `self.name = ...`, `@name = ...`): where the value the reading line shows was made."""
    found: list[tuple[Hunk, int, int, bool]] = []
    key = re.escape(name)
    given = re.compile(rf"\s*(?:(?:this\.|self\.|@){key}\s*=(?![=>])|{key}\s*:(?![:=]))")  # not a variable, a keyword
    for f in (f for f in _behaviour(source_files(changes)) if f.path not in here):
        for n, text in added_lines(f.patch):
            m = given.match(text)
            rest = without_comment(text[m.end() :], f.path) if m else ""  # `number; // rest after it`: a type
            if m and not gives_nothing(rest) and not DECLARED.fullmatch(rest):  # not `servicePercent: 0,` (a new
                # setting left off), nor `capacity: number;` (a field's type, no code)
                typed = bool(_TYPE_ONLY.fullmatch(rest))
                found += [(h, n, n, typed) for h in file_hunks(changes, f.path) if not h.inert and h.meets(n, n)]
    return [(h, n, end) for h, n, end, _ in sorted(found, key=lambda x: x[3])]  # a value before a type (`x: number;`)


def _behaviour(files: list[FileChange]) -> list[FileChange]:
    """The changed files that may hold behaviour a call reaches: not an error type's own file (`StockError.java`),
    whose accessors a same-named call elsewhere (`line.sku()`) only seems to reach."""
    return [f for f in files if not ERROR_TYPE.match(PurePosixPath(f.path).stem)]


def _moved(changes: ChangeSet, definition: re.Match[str]) -> bool:
    """A constant given the value the branch removed elsewhere (a literal factored out, a value moved to another
    file): its values (numbers, strings) all appear on the branch's removed lines."""
    values = _LITERAL.findall(definition.string[definition.end() :])
    gone = [x for f in changes.files if f.patch for x in f.patch.splitlines() if x.startswith("-")]
    removed = {v for x in gone for v in _LITERAL.findall(x)}
    return bool(values) and all(v in removed for v in values)
