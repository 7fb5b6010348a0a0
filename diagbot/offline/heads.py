"""The functions a branch's diff shows the heads of, and the calls its added lines make across their parameters.
A head shows on the new side of a hunk, kept or added (a C-style head whose `{` opens the next line, a header's
declaration), or on git's `@@` line, which names the function a hunk starts in; a parameter of a function type that
names its own parameters (Go's `test func(s, substr string) bool`) is a head within its function's body."""

from __future__ import annotations

import re
from functools import lru_cache

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import crossing, prototype
from diagbot.offline.change import added_lines, new_side, source_files
from diagbot.offline.code import opens_function, starts_at
from diagbot.offline.inlined import reordered_lines
from diagbot.offline.parted import parted_lines
from diagbot.offline.rewritten import unfaithful_lines
from diagbot.offline.span import dedent_end

_HEADER = re.compile(r"\.(h|hh|hpp|hxx)$")


@lru_cache(maxsize=2)
def crossing_lines(changes: ChangeSet | None) -> frozenset[tuple[str, int]]:
    """The added lines of the changed source files that call a function the diff shows the definition of (or a
    header's declaration of) with arguments out of place (`total_for(base, days)` to `def total_for(days, base):`),
    or, in a function the diff shows, a parameter of a function type naming its own (_callback_lines)."""
    heads = shown_heads(changes)
    found = {(f.path, n) for f in source_files(changes) for n, t in added_lines(f.patch) if crossing(t, heads)}
    return frozenset(found | _callback_lines(changes))


# a parameter of a function type naming its own parameters: Go's `test func(s, substr string) bool`, TypeScript's
# `test: (s: string, substr: string) => boolean`
_CALLBACK = re.compile(r"(?<![\w$.])([A-Za-z_$][\w$]*)(?:\s+func\s*|\??\s*:\s*)\(([^()]*)\)(?=\s*(?:=>|[\w*\[({,)]))")


def _callback_lines(changes: ChangeSet | None) -> set[tuple[str, int]]:
    """The added lines in the body of a function the diff shows that call a parameter of a function type with its
    arguments out of place, by the names that type gives its parameters (`return test(substr, s)` in a function
    taking `test func(s, substr string) bool`): only there does that name stand for that function."""
    found = set()
    for f in source_files(changes):
        side, plus = new_side(f.patch), {n for n, _ in added_lines(f.patch)}
        for n, text in side.items():
            heads = [f"func {m[1]}({m[2]})" for m in _CALLBACK.finditer(text)] if opens_function(text) else []
            for k in _body(side, n) if heads else ():
                if k in plus and crossing(side[k], heads):
                    found.add((f.path, k))
    return found


def _body(side: dict[int, str], n: int) -> range:
    """The lines the page shows of the body of the function whose head is line n, as far as its indentation runs
    (span.dedent_end) within the page's run of lines from the head."""
    last = n
    while last + 1 in side:
        last += 1
    return range(n + 1, dedent_end(side, n, last) + 1)


@lru_cache(maxsize=2)
def shown_heads(changes: ChangeSet | None) -> tuple[str, ...]:
    """The function heads the new side of the changed source files' hunks shows, kept or added, a C-style head whose
    `{` opens the next line and a header's declaration among them; and those git's `@@` lines name, of the function
    a hunk starts in."""
    files = source_files(changes)
    sides = {f.path: new_side(f.patch) for f in files}
    named = [  # git's `@@` line names it from the old side: one the branch rewrote is no longer the function's
        m[1]
        for f in files
        for m in _FUNCNAME.finditer(f.patch or "")
        if opens_function(m[1]) and f"\n-{m[1]}" not in (f.patch or "")
    ]
    return (  # a tuple: the calls' index of it is built once (arguments._indexed), not per added line
        *named,
        *(
            t
            for path, side in sides.items()
            for n, t in side.items()
            if opens_function(t) or starts_at(side, n) or (_HEADER.search(path) and prototype(t))
        ),
    )


_FUNCNAME = re.compile(r"^@@ [^@]* @@ (.+)$", re.M)  # the head of the function a hunk starts in, as git names it


def out_of_place(changes: ChangeSet | None, path: str) -> frozenset[int]:
    """The new-side lines of `path` that call a function the diff shows with its arguments out of place, or that
    rewrote code into a call handed a value that code never read (rewritten.py), or its values in another order than
    that code computed with them (inlined.py): wrong wherever the call leads; or that rewrote a read of a field the
    branch parted into several to another part than the like reads (parted.py): no rename, whatever it looks like."""
    lines = crossing_lines(changes) | unfaithful_lines(changes).keys() | reordered_lines(changes).keys()
    lines |= parted_lines(changes).keys()
    return frozenset(n for p, n in lines if p == path)
