"""The plan's steps that read a change with the diff tool: the changed hunk in reach (nearest the failing call first), a
change the function just read calls, a change the changed line read calls in turn (deeper.py), a changed file the
failing test imports, and, last, when none is in reach, the change sharing most of the failure's words."""

from __future__ import annotations

import re
from dataclasses import replace

from diagbot.change_order import failure_cues
from diagbot.filekinds import TEST_FILE, is_test, same_file
from diagbot.logs.failures.stateful import repo_path
from diagbot.offline.change import Hunk, file_hunks, hunks_in_reach, new_side
from diagbot.offline.checked import beyond, gives_checked, off_field
from diagbot.offline.clues import runs
from diagbot.offline.deeper import called_change, called_from_code
from diagbot.offline.findings import Findings
from diagbot.offline.follow import BELOW, Step, found, glob_of
from diagbot.offline.heads import crossing_lines
from diagbot.offline.related import ranked_related, source_hunks
from diagbot.offline.resolve import imports_pattern
from diagbot.offline.slip_words import SAY
from diagbot.offline.slips import slipped_lines
from diagbot.offline.suspects import in_failing_test, suspects, unread_importable

_CHECK = re.compile(r"\s*(?:[\w$]+\s*\.\s*)*(?:debug_)?(?:assert|expect|refute|should|must)\w*!?\s*\(", re.I)  # a check
HUNK_LINES = 40  # of a changed hunk, the offline model reads this many diff lines
_SAID = 3  # of the words a related change shares with the failure, those said


def read_change(f: Findings) -> Step | None:
    """The changed hunk nearest to the failing call, among those the read code reaches, else the first hunk of a
    changed file the failing test imports (none: no call); hunks changing no code come last. The failing test's own
    change, alone in reach but for imports, is not read when the branch changed other source code: what the branch
    now expects, not why it fails (the steps after this one follow the other changes)."""
    if f.change is not None:
        return None  # a change was read already (one the read code calls): the next is one it calls in turn
    words = related(f, [h for h in suspects(f) if not is_test(h.path)])
    aside = off_field(f)  # the changes in the called function are beside the checked value: those below it first
    crossing = crossing_lines(f.changes)  # a call passing its arguments out of place: wrong wherever it leads
    out_of_place = {h: any((h.path, n) in crossing for n, _ in h.added) for h in suspects(f)}
    slipped = slipped_lines(f.changes)  # a bound made inclusive or exclusive, a copy dropped: a rewrite's slips
    bound = {h: any((h.path, n) in slipped for n, _ in h.added) for h in suspects(f)}
    candidates = suspects(f)
    own = [in_failing_test(f, h) for h in candidates]
    if any(own) and all(o or h.inert for o, h in zip(own, candidates, strict=True)) and _other_source(f):
        candidates = []  # only the failing test's own change in reach: what the branch now expects; the branch's
        # other source changes are followed (the functions it names, those sharing the failure's words) instead
    reach = sorted(
        candidates,
        key=lambda h: (
            h.inert,
            not gives_checked(f, h),
            not out_of_place[h],
            not bound[h],
            aside and not beyond(f, h),
            h not in words,
        ),
    )
    if not reach:
        return None
    h = reach[0]
    say = f"`{h.path}` changed on this branch around line {h.first}, in code the failure reaches: read that change."
    return _read(h, h.focus, say)


def read_frame_change(f: Findings) -> Step | None:
    """A stack frame at a line the branch changed in source (log.py takes an outer one over the innermost one when
    that one's line is unchanged): read that change first. Outside the failure's own place, the call there handed
    on what broke further in; at it (a panic's, an exception's place), the changed line is where it broke, unless
    it is a test's own check (an `assert_eq!` in a Rust `mod tests`)."""
    fail = f.failure
    if f.change is not None or f.frame is None or fail is None or not runs(fail):
        return None
    path, line = f.frame
    own = bool(fail.path and same_file(fail.path, path) and fail.line == line)
    for c in (c for c in (f.changes.files if f.changes else ()) if same_file(c.path, path) and not is_test(c.path)):
        if own and _CHECK.match(new_side(c.patch).get(line, "")):
            return None
        for h in (h for h in file_hunks(f.changes, c.path) if line in h.code):
            return _read(replace(h, focus=line), line, f"`{h.path}:{line}`, a frame of the failure, changed: read it.")
    return None


def read_slipped_change(f: Findings) -> Step | None:
    """A slip the diff alone shows in source (slips.py), on a changed line or one kept beside it, when the failure is a
    test's: read that change before following calls; a rewrite's likeliest slip, wrong wherever it is reached from."""
    if f.change is not None or not runs(f.failure):
        return None
    if not (slipped := slipped_lines(f.changes)):
        return None
    path, line = min(slipped, key=lambda k: (-slipped[k][0], k))  # a pair of operands flipped before a name
    hunks = sorted(file_hunks(f.changes, path), key=lambda x: not x.first <= line <= x.last)  # else its context
    if (h := next((x for x in hunks if x.first - 3 <= line <= x.last + 3), None)) is None:  # git's 3 lines
        return None
    kind, kept = slipped[path, line][1], {} if any(n == line for n, _ in h.added) else {"_kept": line}  # a kept line
    return _read(replace(h, focus=line), line, f"`{path}:{line}` {SAY[kind]}: read that change.", _slip=kind, **kept)


def read_found_callee(f: Findings) -> Step | None:
    """Down the checked field's way (checked.py), the deepest callee whose definition the last grep found in a
    changed file with changed code just below it: read that change with the diff tool (its file is not read
    first, when calls run short)."""
    if f.change is not None or not off_field(f):
        return None
    for level in sorted(f.callee_defs, reverse=True):
        for path, line, _ in f.callee_defs[level]:
            hunks = [h for h in file_hunks(f.changes, path) if not h.inert and h.meets(line, line + BELOW)]
            if hunks and not is_test(path):
                caller = f.code[f.followed[level - 1]] if level - 1 in f.followed else f.code[1]  # whose call found it
                say = f"`{path}:{line}` defines what gives the checked value, and the branch changed it: read that."
                return _read(replace(hunks[0], focus=line), line, say, _from=[caller[0], caller[1]])
    return None


def read_change_called(f: Findings) -> Step | None:
    """The function just read calls one whose change the diff shows: read that change, one call further in."""
    if f.change is not None or len(f.code) < 2 or found(f) or not runs(f.failure):
        return None
    path, focus, code = f.code[-1]
    h = called_from_code(f.changes, path, code, focus)
    if h is None:
        return None
    say = f"`{path}:{focus}` calls code this branch changed in `{h.path}`: read that change."
    return _read(h, 0, say, _from=[path, focus])


def read_called_change(f: Findings) -> Step | None:
    """The changed line read calls a function the branch changed too: read that function's change."""
    if f.failure is None or not runs(f.failure):
        return None  # a build error is about the declarations it names (declare.py), not about what code calls
    c, fail = f.change, f.failure
    thrown = [f.frame, (fail.path, fail.line) if fail.path and fail.line else None]  # where the failure happened
    if c is None or any(at and same_file(c.path, at[0]) and c.line == at[1] for at in thrown):
        return None  # the changed line is where it broke (an exception's innermost frame): nothing further in
    at = (c.path, c.line)
    if at in crossing_lines(f.changes) or at in slipped_lines(f.changes) or (f.slip and len(f.chain) == 1):
        return None  # it passes its arguments out of place, or slipped, of any kind (slips.py): not what it calls
    h = called_change(f.changes, f.chain)
    if h is None:
        return None
    say = f"The changed line `{c.path}:{c.line}` calls code the branch changed in `{h.path}`: read that."
    return _read(h, 0, say)


def _read(h: Hunk, near: int, say: str, **notes: object) -> Step:
    """The diff tool's call reading hunk `h` (HUNK_LINES of it at most), with the plan's notes for findings.py: the
    line it is read for (`near`, 0: none), the reached function's span, and any others (`_from`)."""
    offset, limit = h.window(HUNK_LINES)
    return "diff", {
        "path": h.path,
        "offset": offset,
        "limit": limit,
        "_near": near,
        "_span": h.span,
        **notes,
        "_say": say,
    }


def related(f: Findings, hunks: list[Hunk]) -> list[Hunk]:
    """Those of the hunks whose added code shares a word with the failure's (all of them with no test to judge by)."""
    if f.failure is None or not f.failure.test:
        return hunks
    return [h for _, h in ranked_related(f.changes, hunks, failure_cues([f.failure]))]


def grep_imports(f: Findings) -> Step | None:
    """Last: does the failing test import a file the branch changed? (grep its import lines for their names, or for
    a relative path a changed script may be: `require('..')`, resolve.py)"""
    fail, first = f.failure, f.code[0][0] if f.code else ""
    in_source = bool(fail and fail.test and fail.path and same_file(first, repo_path(fail.path) or fail.path))
    test = first if first and (TEST_FILE.search(first) or in_source) else None  # a Rust `mod tests` too
    read = {p for p, _, _ in f.code}  # the test and the code its calls reached: what they import
    pattern = imports_pattern(unread_importable(f), f.changes, read) if test and f.change is None else None
    if not test or not pattern or (found(f) and related(f, hunks_in_reach(f.changes, f.code, source_only=True))):
        return None
    say = f"Does `{test}`, or the code it reached, import a file this branch changed?"
    return "grep", {"pattern": pattern, "glob": glob_of(sorted(read)), "_imp": True, "_say": say}


def read_related(f: Findings) -> Step | None:
    """Last, when no change the failure reaches was read: the changed source hunk whose new code shares the most of
    the failure's words (its test's own name, its message's: `weeks`, `parse`), though no followed call reached it,
    as a reader goes on to the change that looks like the failure when the calls led nowhere."""
    if f.change is not None or f.failure is None or not f.failure.test:
        return None
    best = ranked_related(f.changes, source_hunks(f.changes), failure_cues([f.failure]))
    if not best:
        return None
    words, h = best[0]
    shown = ", ".join(f"`{w}`" for w in words[:_SAID])
    say = f"No change in reach; `{h.path}` changed around line {h.first}, in code sharing {shown} with the failure."
    tool, args = _read(h, h.first, say)
    return tool, {**args, "_related": list(words[:_SAID])}


def _other_source(f: Findings) -> bool:
    """The branch changed source code outside the failing test."""
    return any(not in_failing_test(f, h) for h in source_hunks(f.changes))
