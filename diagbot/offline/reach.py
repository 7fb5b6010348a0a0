"""How near each added line of a diff page is to what the reached function runs: its own changed lines, code
moved out of it and changed on the way, a function the branch added that took its logic, what it calls or reads,
the rest."""

from __future__ import annotations

import re

from diagbot.offline.calls import calls_on, code_only
from diagbot.offline.code import defined_name, enclosing, indent, opens_function, starts_at
from diagbot.offline.constants import CONSTANT
from diagbot.offline.edits import reordered, small_edit
from diagbot.offline.pick import run_rows

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_IDLE = re.compile(r"[\s{}();]*|\s*return\s+[A-Za-z_$][\w$]*;?\s*")  # a bare brace, a name handed back as it is

# a line that decides what the code does: a branch or loop head, a return, a comparison, a conditional expression
DECIDES = re.compile(
    r"^\s*(\}\s*)?(if|elif|else\s+if|unless|while|until|for|return|when|case)\b"
    r"|<=|>=|[=!]==?|\s[<>]\s|\?.+:|\sif\s.+\selse\b"
)


def idles(text: str) -> bool:
    """The line decides nothing (a setup line), or only hands back a name as it is (`return out`)."""
    code = code_only(text)
    return not DECIDES.search(code) or bool(_IDLE.fullmatch(code))


def reach(
    parsed: list[tuple[str, str, str]],
    code: list[int],
    span: tuple[int, int],
    edited: list[str],
    slipped: frozenset[int] = frozenset(),
) -> dict[int, int]:
    """How near each added line is to what the reached function (`span`) runs: 0 its own changed lines, 1 a small
    edit of one of the `edited` removed lines (those not added back unchanged) of another run, or a removed call
    with its arguments swapped, inside a function the span's lines call (code moved out of the reached function
    and changed on the way), or any line of a function the branch added that the span names once the span's
    changes gave away their decisions (_gave_logic) or their computation, rewritten (_carved), 2 the other added
    lines of a function the span's lines call (a call, or its bare name: Ruby's `items.sort`, a callback
    `map(parse)`) or of a constant (a table's rows too) they read, 3 the rest: other lines outside it, and the span's
    lines that only call (or name) the function the code moved into (the seam of the move, not what it changed),
    unless they hand it a name mistaken for its sibling (`slipped`, siblings.py): that changed the logic."""
    if span == (0, 0):
        return {i: 0 for i in code}
    shown = {int(n): text for n, _, text in parsed if n}
    inside = {i for i in code if span[0] <= int(parsed[i][0]) <= span[1]}
    called = {name for n, text in shown.items() if span[0] <= n <= span[1] for name in calls_on(text)}
    read = {w for n, text in shown.items() if span[0] <= n <= span[1] for w in _NAME.findall(code_only(text))}
    added = {  # the functions the page adds, their brace on the head's line or alone on the next
        name
        for i in code
        if (opens_function(parsed[i][2]) or starts_at(shown, int(parsed[i][0])))
        and (name := defined_name(parsed[i][2]))
    }
    gave = (
        _gave_logic(parsed, inside)
        or _handed_over(parsed, inside, added, shown)
        or _carved(parsed, inside, added, shown)
    )
    moved: dict[int, str] = {}
    for i in (i for i in code if i not in inside):
        run = run_rows(parsed, i)
        others = [t for t in edited if t not in {parsed[j][2].strip() for j in run}]
        changed = small_edit(parsed[i][2].strip(), others) or reordered(parsed[i][2], others)
        holder = _one_liner(parsed[i][2]) or enclosing(shown, int(parsed[i][0]) - 1)  # from the line above: a tail
        # call `f(a, b)` opens nothing; a whole function on one line holds itself
        if (changed and holder in called) or (gave and holder in added and holder in read):
            moved[i] = holder
    seams = {i for i in inside if set(_NAME.findall(code_only(parsed[i][2]))) & set(moved.values())}
    held = {m[1] for i in seams if (m := _BINDS.match(code_only(parsed[i][2])))}  # `t = tally(name)`: t holds its work
    seams |= {i for i in inside if held & set(_NAME.findall(code_only(parsed[i][2]))) and not _computes(parsed[i][2])}
    callee = {
        i
        for i in code
        if i not in inside
        and (enclosing(shown, int(parsed[i][0]) - 1) in called | read or _constant_of(shown, int(parsed[i][0])) in read)
    }
    seams |= {i for i in inside if moved and _IDLE.fullmatch(code_only(parsed[i][2]))}  # `}`, `return out` beside it
    seams -= slipped
    return {i: 0 if i in inside and i not in seams else 1 if i in moved else 2 if i in callee else 3 for i in code}


def _one_liner(text: str) -> str | None:
    """The function a line defines whole, its body between braces on the line itself (`int f(int n) { return n; }`)."""
    return defined_name(text) if _WHOLE.search(code_only(text)) else None


_WHOLE = re.compile(r"\)[^{]*\{.*\S.*\}\s*;?\s*$")


def _gave_logic(parsed: list[tuple[str, str, str]], inside: set[int]) -> bool:
    """The reached function's changes removed lines that decide (a branch, a comparison) and added none that compare:
    its logic left it, for a function the branch added (`sort((a, b) => {...})` become `sort(byPosition)`)."""
    rows = {j for i in inside for j in run_rows(parsed, i)}
    gone = any(parsed[j][1] == "-" and DECIDES.search(code_only(parsed[j][2])) for j in rows)
    return gone and not any(parsed[j][1] == "+" and _COMPARES.search(code_only(parsed[j][2])) for j in rows)


def _handed_over(parsed: list[tuple[str, str, str]], inside: set[int], added: set[str], shown: dict[int, str]) -> bool:
    """The reached function's changes stopped calling what it called and call a function the branch added instead,
    which does that work anew (`victories(name), touches_for(name)` become `t = tally(name)`), and its own new lines
    only pass on what that returns: its work moved there. Not a call moved as it was (`minutes_until(...)` now
    made in `wait_for`): the seam is what changed."""
    rows = {j for i in inside for j in run_rows(parsed, i)}
    after = {c for j in rows if parsed[j][1] == "+" for c in calls_on(parsed[j][2])}
    new = after & added  # the functions the branch added that it now calls
    if not new:
        return False
    before = {c for j in rows if parsed[j][1] == "-" for c in calls_on(parsed[j][2])}
    rest = [code_only(parsed[i][2]) for i in inside if not set(calls_on(parsed[i][2])) & added]
    there = {c for n, t in shown.items() if enclosing(shown, n - 1) in new for c in calls_on(t)}
    return bool(before - after - there) and not any(_computes(t) for t in rest)


def _carved(parsed: list[tuple[str, str, str]], inside: set[int], added: set[str], shown: dict[int, str]) -> bool:
    """The reached function now calls a function the branch added, whose body computes with names the page's removed
    code computed with and the function's new lines no longer use (two or more): its work was carved out into the
    helper and rewritten on the way (`h = sin(dlat / 2) ...` become `haversine(a, b)`)."""
    new = {c for i in inside for c in calls_on(parsed[i][2])} & added
    if not new:
        return False
    gone = {w for _, mark, t in parsed if mark == "-" and _computes(t) for w in _NAME.findall(code_only(t))}
    kept = {w for i in inside for w in _NAME.findall(code_only(parsed[i][2]))}
    there = {w for n, t in shown.items() if enclosing(shown, n - 1) in new for w in _NAME.findall(code_only(t))}
    return len({w for w in gone - kept if len(w) > 2} & there) >= 2


def _computes(text: str) -> bool:
    """The line decides or does arithmetic itself (not only passes values on: `Result.new(name, t[:wins])`)."""
    text = re.sub(r"^\s*return\b", "", text)  # returning a value passes it on
    return bool(DECIDES.search(text) or _ARITHMETIC.search(text))


_ARITHMETIC = re.compile(r"[\w)\]]\s*(?:[-+*/%]|\*\*)=?\s*[\w(\[]|[-+*/%]=")


_BINDS = re.compile(r"\s*(?:(?:const|let|var|val|auto|my)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?(?::=|=)(?!=)")
_COMPARES = re.compile(r"<=|>=|[=!]==?|\s[<>]\s|&&|\|\||\?.+:|\b(if|unless|while|until|and|or|not)\b")


def _constant_of(shown: dict[int, str], n: int) -> str | None:
    """The UPPER_CASE constant line n defines, or whose value (a table's row) it is part of, when the page shows it."""
    if m := CONSTANT.match(shown.get(n, "")):
        return m[1]
    depth = indent(shown.get(n, ""))
    for k in range(n - 1, 0, -1):
        if k not in shown:
            return None
        if shown[k].strip() and indent(shown[k]) < depth:
            return m[1] if (m := CONSTANT.match(shown[k])) else None
    return None
