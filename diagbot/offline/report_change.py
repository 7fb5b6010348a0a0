"""How the offline report names the branch's change: the Cause's clause (the change read, and the way the failure
reaches it), the Evidence's lines (its diff, the changes on the way, its other lines, the changes sharing the most
of the failure's words, the other changes in reach, the file's other changes), and a change to imports alone set
aside."""

from __future__ import annotations

from dataclasses import replace

from diagbot.change_order import failure_cues
from diagbot.offline.also_changed import changed_declaration
from diagbot.offline.arguments import crossing
from diagbot.offline.callers import through, way
from diagbot.offline.change import Hunk, file_hunks, hunks_in_reach
from diagbot.offline.changed import Changed
from diagbot.offline.code import opens_function
from diagbot.offline.findings import Findings, inert_change, test_case
from diagbot.offline.named import changed_functions, cited_line, named_hunks
from diagbot.offline.patterns import changed_pattern
from diagbot.offline.related import ranked_related, source_hunks
from diagbot.offline.slip_where import WHERE
from diagbot.offline.suspects import suspects
from diagbot.offline.wording import q

_RELATED = 2  # other changes sharing the failure's words that the evidence cites
_SAME_FILE = 3  # other changed hunks of the read change's file that it cites
# other added lines of the change read cited before the other changes in reach, of 4 in all: the nearest two may be
# the slip, but a third or fourth line of one change is less likely to be than another change the failure reaches
_ADDED_FIRST = 2

_NAMED_LISTED = 4  # changed functions the read code names, listed in the evidence


def change_cause(f: Findings) -> str:
    """The Cause's clause for the change read: what it changed, how the failure reaches it, and a changed table or
    constant the changed code uses."""
    assert f.change is not None
    c = f.change
    uses = changed_declaration(f.changes, c, f.failure.message if f.failure else "", test_case(f.failure))
    caller = f.chain[-2] if len(f.chain) > 1 and f.chain[-1] is c else None
    by = f.called_from if f.chain and f.chain[0] is c else None
    named = f.named_by if f.chain and f.chain[0] is c else None
    slipped = bool(f.slip and f.chain and f.chain[0] is c)  # the diff alone shows it slipped (slips.py)
    where = (
        f"in code that the branch's change at `{caller.path}:{caller.line}` calls"
        if caller
        else f"in code that `{by[0]}` calls at line {by[1]}"
        if by
        else f"in the change to `{named[0]}`, which `{named[1]}` reaches at line {named[2]} through {through(f.via)}"
        if named and f.via
        else f"in the change to `{named[0]}`, which `{named[1]}` names at line {named[2]}"
        if named
        else f"in code no call was followed into, whose new code shares {said(f.related)} with the failure"
        if f.related
        else WHERE[f.slip]
        if slipped
        else "in code the failure reaches"
        if any(h.path == c.path and h.first <= c.line <= h.last for h in hunks_in_reach(f.changes, f.code))
        else "in a file the failing test imports"
    )
    if uses and uses[2] and not slipped:  # the values point into the changed table (a slip stands before it)
        return (
            f"; the branch changed `{uses[0]}` at `{c.path}:{uses[1]}`, the entry the failure's values point at, and"
            f" the code using it: {change_at(c)}, {where}"
        )
    pattern = None if slipped else changed_pattern(f.changes, f.code)  # a slip (slips.py) stands before a regex
    if pattern and (pattern[1], pattern[2]) != (c.path, c.line):  # a changed regex the reached code matches with
        return (
            f"; the branch changed `{pattern[0]}` at `{pattern[1]}:{pattern[2]}`, the pattern the code the failure"
            f" reaches matches with, and the code using it: {change_at(c)}, {where}"
        )
    also = f"; the changed code uses `{uses[0]}`, which the branch also changed at `{c.path}:{uses[1]}`" if uses else ""
    heads = [t for t in c.around if opens_function(t)] + [h[2] for h in (*f.declared, *f.defs)]
    crossed = crossing(c.cited, heads) if c.cited else None  # the cited call passes its arguments out of place
    also += f"; its call passes an argument out of place: {crossed}" if crossed else ""
    return f"; the branch changed {change_at(c)}, {where}{also}"


def change_at(c: Changed) -> str:
    """`src/calc.py:6`: `- return a / b` → `+ return b / a`; the cited line alone when its run opens elsewhere
    (a comment above it, another line first)."""
    if c.cited and c.added and c.cited != c.added[0]:
        quoted = ["", q(f"+ {c.cited.strip()}")]
    else:
        quoted = [
            q(f"- {c.removed[0].strip()}") if c.removed else "",
            q(f"+ {c.added[0].strip()}") if c.added else "",
        ]
    more = len(c.removed) + len(c.added) - sum(1 for q in quoted if q)
    tail = f", and {more} more lines" if more else ""
    return f"`{c.path}:{c.line}` (" + " → ".join(q for q in quoted if q) + tail + ")"


def change_evidence(f: Findings) -> list[str]:
    """The changed hunk read with the diff tool, and the other changed hunks the failure reaches."""
    if f.change is None:
        return []
    c = f.change
    at = next((i for i, t in enumerate(c.added) if t == c.cited), 0) if c.cited else 0
    start = max(0, at - 1) if at >= 4 else 0  # a long run: the added lines around the cited one
    shown = [f"-{t}" for t in c.removed[:4]] + [f"+{t}" for t in c.added[start : start + 4]]
    block = "\n  ```diff\n  " + "\n  ".join(shown) + "\n  ```" if shown and "```" not in "".join(shown) else ""
    out = [f"- the branch's diff at `{f.change.path}:{f.change.line}`:{block}"]
    for caller in f.chain[:-1] if f.chain and f.chain[-1] is f.change else ():
        out.append(f"- reached through the branch's change at {change_at(caller)}")
    out += named_evidence(f)  # other changed functions on the way, before other lines of the same change
    if (w := way(f)) is not None and not f.via:  # a change the failure reaches through unchanged code, not read
        place = f"`{w.piece.path}:{cited_line(f, w.piece)}`"
        out.append(
            f"- the failure also reaches the branch's change to `{w.name}` at {place}, through {through(w.hops)}"
            + ("" if set(w.hops) & {n for _, n in changed_functions(f)} else " (functions the branch did not change)")
            if w.hops
            else f"- the function read also calls `{w.name}`, which the branch changed at {place}"
        )
    near, far = f.change.elsewhere[:_ADDED_FIRST], f.change.elsewhere[_ADDED_FIRST:4]
    if near:  # which added line broke it is not known: the others are cited too
        out.append(f"- the same change also added code at {cited_lines(c.path, near)}")
    reach = suspects(f)
    related = word_hunks(f, reach)
    if related:
        shares = [f"`{h.path}:{cited_line(f, replace(h, span=(h.first, h.last)))}` ({said(w)})" for w, h in related]
        out.append(f"- other changes whose new code shares the failure's words: {', '.join(shares)}")
    others = [h for h in reach if not (h.path == c.path and h.first <= c.line <= h.last)]  # not the one read
    if others:
        reached = (f"`{h.path}:{cited_line(f, replace(h, span=(h.first, h.last)))}`" for h in others)
        out.append("- also changed in code the failure reaches: " + ", ".join(reached))
    if far:
        out.append(f"- and the same change added code further at {cited_lines(c.path, far)}")
    cited = {(h.path, h.offset) for h in others} | {(h.path, h.offset) for _, h in related}
    rest = [h for h in file_hunks(f.changes, c.path) if not h.inert and not h.first <= c.line <= h.last]
    rest = [h for h in rest if (h.path, h.offset) not in cited][:_SAME_FILE]
    places = [f"`{c.path}:{cited_line(f, replace(h, span=(h.first, h.last)))}`" for h in rest]
    if places:  # a file's other changes: one of them may be what the read code runs, unseen
        out.append(f"- the same file also changed at {', '.join(places)}")
    return out


def cited_lines(path: str, lines: tuple[int, ...]) -> str:
    """`a.py:3`, `a.py:9`: lines of one file, cited."""
    return ", ".join(f"`{path}:{n}`" for n in lines)


def named_evidence(f: Findings) -> list[str]:
    """The changed functions the read code names, other than the change read: where else the branch changed code
    on the failure's way."""
    cited = [(c.path, c.line) for c in f.chain] + [(h.path, h.first) for h in suspects(f)]
    named = [
        (h, name) for h, name, _ in named_hunks(f) if not any(p == h.path and h.first <= n <= h.last for p, n in cited)
    ]
    at: dict[tuple[str, int], list[str]] = {}  # two functions changed on one line (`Split`, `split`): one place
    for h, name in named:
        place = (h.path, cited_line(f, h))
        if len(at) < _NAMED_LISTED or place in at:
            at.setdefault(place, []).append(f"`{name}`")
    if not at:
        return []
    listed = ", ".join(f"`{path}:{line}` ({', '.join(names)})" for (path, line), names in at.items())
    return [f"- the read code also names functions the branch changed: {listed}"]


def set_aside_imports(f: Findings) -> tuple[Findings, list[str]]:
    """A change read that touches only imports or export lists explains nothing: the findings without it, and the
    evidence line saying so."""
    c = f.change
    if c is None or not inert_change(f):
        return f, []
    note = f"- the branch's change read in `{c.path}` changes imports only (not cited: no code changed there)"
    return replace(f, change=None, chain=[]), [note]


def word_hunks(f: Findings, reach: list[Hunk], most: int = _RELATED) -> list[tuple[tuple[str, ...], Hunk]]:
    """The other changed source hunks (not the one read, nor one in `reach`) whose new code shares the most of the
    failure's words, with the words each shares."""
    if f.failure is None or not f.failure.test or f.change is None:
        return []
    c, cited = f.change, {(h.path, h.offset) for h in reach}
    hunks = [
        h
        for h in source_hunks(f.changes)
        if (h.path, h.offset) not in cited and not (h.path == c.path and h.first <= c.line <= h.last)
    ]
    return ranked_related(f.changes, hunks, failure_cues([f.failure]))[:most]


def said(words: tuple[str, ...]) -> str:
    """`a`, `b`: the words a change shares with the failure."""
    return ", ".join(f"`{w}`" for w in words)
