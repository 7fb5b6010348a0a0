"""Following the change: from the function the failing test calls, one call further in and then one more, in the
files the branch changed, until a changed hunk sits in code the failure reaches.

Each level greps the definitions of what the last followed function calls, in the changed source files only, and
reads the one with a changed hunk just below its definition (else the first). A changed test file does not stop
the search: a test changed beside the code it tests is the last suspect.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath
from typing import Any

from diagbot.cues import cue_words
from diagbot.filekinds import is_source, is_test
from diagbot.offline.body import READ
from diagbot.offline.change import file_hunks, hunks_in_reach, source_files
from diagbot.offline.checked import field_line, off_field
from diagbot.offline.code import calls_in, definitions_of, enclosing
from diagbot.offline.constants import constants_of, constants_on
from diagbot.offline.findings import Findings, Hit, test_name
from diagbot.offline.setup import setup_calls
from diagbot.offline.span import reach_span
from diagbot.offline.suspects import in_failing_test

Step = tuple[str, dict[str, Any]]  # tool name, args; keys starting with "_" are the plan's own notes
LEVELS = 2  # what the called function calls, then what that calls
BELOW = 40  # a hunk starting this many lines below a definition is likely inside it
# a class deriving from an error type (`class UnknownRole(KeyError):`, `extends Error`, `< StandardError`): what a
# function raises, not what computes the value the test checks
_ERROR_CLASS = re.compile(r"\bclass\s+[\w$]+\s*(?:\(|\bextends\s+|<\s*)[\w$.]*(?:Error|Exception)\b")
CALLEE_LINES = 40  # a followed function is read this far
WIDE = 60  # changed code this near a partly read function is checked by reading this far either side


def grep_callees(f: Findings, level: int) -> Step | None:
    """The definitions, in the changed source files (in any source file with no diff, or down the checked field's
    way: checked.py), of what the function followed last calls; at the first level the calls on the line giving
    the checked field its value, when there is one."""
    base = followed_read(f, level - 1)
    aside = base is not None and off_field(f)  # the changes in view are beside the checked field: follow what gives
    # it its value
    if base is None or not f.changes or (found(f) and not aside):
        return None
    names, body = _calls(f, base, level)
    changed = changed_sources(f)
    if not names or not (changed or _no_diff(f)):
        return None
    if not changed or aside:  # no diff to narrow by, or the value's way: followed wherever they are defined
        tables = _tables(body, f) if not changed else []  # with no diff, the tables it reads decide as much
        say = f"It calls {', '.join(f'`{n}`' for n in names)}: find their definitions."
        if tables:
            say = f"It reads {', '.join(f'`{n}`' for n in tables)} and calls {', '.join(f'`{n}`' for n in names)}: "
            say += "find their definitions."
        pattern = "|".join([*([constants_of(tables)] if tables else []), *definitions_of(names)])
        return "grep", {"pattern": pattern, "_def2": level, "_say": say}
    say = f"It calls {', '.join(f'`{n}`' for n in names)}: find those the branch changed."
    return "grep", {"pattern": "|".join(definitions_of(names)), "glob": glob_of(changed), "_def2": level, "_say": say}


def followed_calls(f: Findings, level: int) -> list[str]:
    """What the function followed at `level - 1` calls (none when nothing was followed there)."""
    base = followed_read(f, level - 1)
    return _calls(f, base, level)[0] if base else []


def _calls(f: Findings, base: tuple[str, int, dict[int, str]], level: int) -> tuple[list[str], str]:
    """The names the followed function's body calls (at the first level those giving the checked field its value,
    else the test's setup when it calls nothing), and that body."""
    path, focus, code = base
    seen = {f.symbol, *(enclosing(c, n) for _, n, c in (f.code[i] for i in f.followed.values()))}
    start, end = reach_span(code, focus)
    body = "\n".join(code.get(n, "") for n in range(start + 1, end + 1))
    names = [n for n in calls_in(code, start, end, path) if n not in seen and not _on_a_value(body, n)][:6]
    if level == 1 and (at := field_line(f)):
        names = [n for n in at[2] if n not in seen] or names
    return names or (setup_calls(f, seen) if level == 1 else []), body  # a getter calling nothing: the test's setup


def _tables(body: str, f: Findings) -> list[str]:
    """The UPPER_CASE constants a function's body reads (its tables and limits), those the failing test's name
    mentions first (`PARENTS` for `test_each_role_has_everything_its_parents_have`)."""
    read = [n for n in dict.fromkeys(constants_on(body)) if len(n) > 2]
    cues = cue_words(test_name(f.failure) or "")
    return sorted(read, key=lambda n: not (cue_words(n) & cues))[:4]


def _no_diff(f: Findings) -> bool:
    """No diff is known (no base to compare with, or the branch is the base): nothing narrows where to look."""
    return f.changes is None or not f.changes.files


def _on_a_value(body: str, name: str) -> bool:
    """Every call of `name` is a method of a value two members deep (`this.items.get(k)`), not a function of
    the repository (`totals(x)`, `money.Parse(s)`, `this.bucket(k)`)."""
    calls = re.findall(rf"([\w$\]\)]+\.[\w$\]\)]+\.)?\b{re.escape(name)}\s*\(", body)
    return bool(calls) and all(calls)


def read_callee(f: Findings, level: int) -> Step | None:
    """Read the callee found at this level whose definition has a changed hunk just below it, else the first."""
    if found(f) and not off_field(f):
        return None
    done = {(p, n) for p, n, _ in f.reads}
    changed = changed_sources(f)
    anywhere = _no_diff(f) or off_field(f)  # then any source file's definition, not a test's
    fresh = [
        h
        for h in f.callee_defs.get(level, [])
        if (h[0], h[1]) not in done
        and (h[0] in changed or (anywhere and is_source(h[0]) and not is_test(h[0])))
        and not _ERROR_CLASS.search(h[2])
    ]
    if not fresh:
        return None
    caller = followed_read(f, level - 1)
    near = {h: -shared_folders(h[0], caller[0]) if caller else 0 for h in fresh}  # the caller's own folder first
    cues = cue_words(test_name(f.failure) or "")
    named = {h: not (cue_words(h[2].split("=")[0].split("(")[0]) & cues) for h in fresh}  # the test's name says it
    hit = min(fresh, key=lambda h: (below(f, h, fresh), named[h], near[h]))
    shown = next((c for i, (p, _, c) in enumerate(f.code) if p == hit[0] and _shows(c, hit[1], i in f.to_end)), None)
    if shown is not None:  # already in view (a wider read): followed there without reading it again
        f.code.append((hit[0], hit[1], shown))
        f.followed[level] = len(f.code) - 1
        return None
    return read(hit[0], hit[1], limit=CALLEE_LINES, level=level)


def _shows(code: dict[int, str], line: int, to_end: bool) -> bool:
    """The read shows this line and what follows it (to the next function, or its file's end)."""
    start, end = reach_span(code, line)
    return line in code and end > start and (end < max(code) or to_end)


def found(f: Findings) -> bool:
    """A hunk changing source code (not a test, not only comments or imports) is in reach, or one was read with
    the diff tool: the search stops."""
    hunks = hunks_in_reach(f.changes, f.code, source_only=True)
    return f.change is not None or any(not h.inert and not in_failing_test(f, h) for h in hunks)


def below(f: Findings, hit: Hit, hits: list[Hit]) -> int:
    """How far below the definition the nearest changed code of its file is, before the next definition found in
    that file (BELOW: none near)."""
    hunks = file_hunks(f.changes, hit[0])
    opens = [n for h in hunks for n in h.opens] + [h[1] for h in hits if h[0] == hit[0]]
    bound = min([n for n in opens if n > hit[1]], default=hit[1] + BELOW)
    near = [n - hit[1] for h in hunks for n in h.code if hit[1] <= n < bound]
    return min(near, default=BELOW)


def followed_read(f: Findings, level: int) -> tuple[str, int, dict[int, str]] | None:
    """The read of the function followed at `level` (0: the definition of the function the test calls)."""
    if level == 0:
        return f.code[-1] if f.symbol and len(f.code) >= 2 else None
    return f.code[f.followed[level]] if level in f.followed else None


def read(path: str, line: int, *, test: bool = False, limit: int = READ, level: int = 0, decl: bool = False) -> Step:
    """Read `path` from a few lines before `line`; `level`: a function followed, `decl`: a changed declaration."""
    args: dict[str, Any] = {"path": path, "offset": max(1, line - 5), "limit": limit, "_focus": line, "_test": test}
    notes = {**({"_lvl": level} if level else {}), **({"_decl": True} if decl else {})}
    return "read_file", {**args, **notes, "_say": f"Read `{path}` around line {line}."}


def shared_folders(a: str, b: str) -> int:
    """How many leading folders two repository paths share."""
    pa, pb = PurePosixPath(a).parent.parts, PurePosixPath(b).parent.parts
    return next((i for i, (x, y) in enumerate(zip(pa, pb, strict=False)) if x != y), min(len(pa), len(pb)))


def glob_of(paths: list[str]) -> str:
    """A glob for these files: the path of one, else their names in braces (a glob's braces hold names, not paths)."""
    return paths[0] if len(paths) == 1 else "**/{" + ",".join(sorted({PurePosixPath(p).name for p in paths})) + "}"


def changed_sources(f: Findings) -> list[str]:
    """The changed source files (not tests) with hunks: where one call further in is looked up."""
    return sorted({c.path for c in source_files(f.changes)})


def widen(f: Findings) -> Step | None:
    """Read the whole function around a read line when the read showed only part of it and the branch changed
    code near it: whether that change is inside the function is then seen, not guessed."""
    if found(f):
        return None
    for i, (path, focus, code) in enumerate(f.code):
        start, end = reach_span(code, focus)
        headless = (start, end) == (focus, focus) and min(code, default=1) > 1  # its definition is above the read
        cut = headless or (end == max(code, default=focus) and i not in f.to_end)  # or its end below it
        near = [n for h in file_hunks(f.changes, path) if not h.inert for n in h.code if abs(n - focus) <= WIDE]
        if cut and near and i not in f.widened and path in changed_sources(f):
            say = f"The branch changed `{path}` near line {focus}: read the whole function around it."
            first = max(1, focus - WIDE)
            return "read_file", {"path": path, "offset": first, "limit": 2 * WIDE, "_widen": i, "_say": say}
    return None
