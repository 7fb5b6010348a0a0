"""The functions a branch's diff shows the heads of, and the calls its added lines make across their parameters.
A head shows on the new side of a hunk, kept or added (a C-style head whose `{` opens the next line, a header's
declaration), or on git's `@@` line, which names the function a hunk starts in."""

from __future__ import annotations

import re
from functools import lru_cache

from diagbot.changes import ChangeSet
from diagbot.offline.arguments import crossing, prototype
from diagbot.offline.change import added_lines, new_side, source_files
from diagbot.offline.code import opens_function, starts_at
from diagbot.offline.inlined import reordered_lines
from diagbot.offline.rewritten import unfaithful_lines

_HEADER = re.compile(r"\.(h|hh|hpp|hxx)$")


@lru_cache(maxsize=2)
def crossing_lines(changes: ChangeSet | None) -> frozenset[tuple[str, int]]:
    """The added lines of the changed source files that call a function the diff shows the definition of (or a
    header's declaration of) with arguments out of place (`total_for(base, days)` to `def total_for(days, base):`)."""
    heads = shown_heads(changes)
    return frozenset((f.path, n) for f in source_files(changes) for n, t in added_lines(f.patch) if crossing(t, heads))


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
    that code computed with them (inlined.py): wrong wherever the call leads."""
    lines = crossing_lines(changes) | unfaithful_lines(changes).keys() | reordered_lines(changes).keys()
    return frozenset(n for p, n in lines if p == path)
