"""Code rewritten into a call of a function of one expression, handed its values in another order than the code it
replaced computed with them: the branch adds `def days_between(from, to): (to - from).to_i` and turns `(on -
calved_on).to_i` into `days_between(on, calved_on)`. The function's expression, its parameters given the call's
arguments, is not the removed code; with two of the arguments swapped it is: the call is the slip, not the function,
which its other callers use rightly. A longer helper the removed code was folded into tells the same by what the
removed lines bound each of its parameters to (`let dr = (max - r) / d;` for `(max - r) / delta`): a call handing
two of them each other's value (`rgb_hue(r, g, b, d, max)`) crossed them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from itertools import combinations
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.arguments import RECEIVER, listed_items
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, new_side, source_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.factored import numbered_runs
from diagbot.offline.folded import Removed, bindings, fit, flat, slots_of
from diagbot.offline.kinds import closes_only, is_code
from diagbot.offline.span import dedent_end

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")
_RETURN = re.compile(r"^\s*(?:return\s+)?(.*?)\s*;?\s*$")
# a one-line function's expression after its head: `{ return b - a; }`, `=> b - a`, Ruby's endless `= b - a`
_INLINE = re.compile(r"\)[^(){}=]*(?:\{\s*(?:return\s+)?(.+?);?\s*\}|=>\s*(.+?);?|\s=\s*(.+))\s*$")
_SUM = re.compile(r"\W*[\w$.]+\s*[+*]\s*[\w$.]+\W*")  # `a + b`, `a * b`: the same either way round


@lru_cache(maxsize=2)
def reordered_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files that replace a run of code with a call whose function's one
    expression, given the call's arguments, is not that code but is with two arguments swapped; strength 2, as sure
    as a flipped pair of operands (flips.py)."""
    bodies = _bodies(changes)
    found: dict[tuple[str, int], int] = {}
    for f in source_files(changes):
        if unread_kind(f.path) or not bodies:
            continue
        for removed, added in (run for run in numbered_runs(f.patch or "") if run[0]):
            old = flat(" ".join(code_only(r) for r in removed))
            fits: list[tuple[int, str, str]] = []  # each call's line, function, and how it fits the removed code
            bound: dict[str, dict[str, str]] = {}  # by function: what the run's removed code bound its parameters to
            olds = Removed.of(removed)
            for line, text in added:
                code = code_only(text)
                for nth, call in enumerate(_CALL.finditer(code)):
                    args = listed_items(code, call.end()) if call[1] in bodies else None
                    params, body, lines = bodies.get(call[1], ([], "", []))
                    if not args or len(args) != len(params) or len(args) < 2:
                        continue
                    negated = re.search(r"(?<![-\w$)\]])-\s*$", code[: call.start()])  # `-overrun(a, b)`: on purpose
                    if body and all(slots_of(params)) and flat(_put(body, slots_of(params), args)) in old:
                        fits.append((line, call[1], "kept"))
                    elif not negated and _turned(body, params, args, old):
                        fits.append((line, call[1], "crossed" if len(added) == 1 else "turned"))
                        continue
                    if call[1] not in bound:
                        bound[call[1]] = bindings(lines, slots_of(params), olds) if len(lines) >= 2 else {}
                    fits.append((line, call[1], fit(slots_of(params), bound[call[1]], text, (call[1], nth))))
            faithful = {name for _, name, fit in fits if fit == "faithful"}  # the run calls it rightly too: the
            kept = {name for _, name, fit in fits if fit == "kept"}  # one call of many turned round, where another
            found |= {(f.path, n): 2 for n, name, fit in fits if fit == "turned" and name in kept}  # call of its
            # function in the run, given its arguments, is the removed code
            found |= {(f.path, n): 2 for n, name, fit in fits if fit == "crossed" and name not in faithful}  # other
            # call's order is meant (a blank tried both ways round)
    return MappingProxyType(found)


def _turned(body: str, params: list[str], args: list[str], old: str) -> bool:
    """The body given the arguments is not in the removed code `old`, and given them with two swapped it is."""
    slots = slots_of(params)
    if not all(slots) or _SUM.fullmatch(body):
        return False
    if flat(_put(body, slots, args)) in old:
        return False
    for i, j in combinations(range(len(args)), 2):
        swapped = [*args]
        swapped[i], swapped[j] = args[j], args[i]
        if flat(_put(body, slots, swapped)) in old:
            return True
    return False


def _put(body: str, slots: list[str], args: list[str]) -> str:
    """The body with each parameter (not a field of that name: `x.from`; PHP's `$mine` for its slot `mine`) replaced
    by its argument."""
    where = {name: arg for name, arg in zip(slots, args, strict=True)}
    return re.sub(
        r"(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$])",
        lambda m: where.get(m[0], where.get(m[0][1:] if m[0][:1] == "$" else "", m[0])),
        body,
    )


def _bodies(changes: ChangeSet | None) -> dict[str, tuple[list[str], str, list[str]]]:
    """The functions whose whole definition the changed source files' new side shows, by name: each one's parameters
    as written (not `self`; a head running on to more lines read whole), its one expression (without `return`) when
    it is one, and its body's lines of code. A name defined twice is left out: which one a call reaches is not
    known."""
    found: dict[str, list[tuple[list[str], str, list[str]]]] = {}
    for f in source_files(changes):
        side, plus = new_side(f.patch), {n for n, _ in added_lines(f.patch)}
        end = (
            max(side, default=0) if max(side, default=0) in plus else 0
        )  # a hunk ending on an added line ends the file
        runs: dict[int, int] = {}  # each line's page: the last line of the run of lines it is in
        for n in sorted(side, reverse=True):
            runs[n] = runs.get(n + 1, n)
        for n, text in side.items():
            head = _head(side, n) if opens_function(text) else ""
            if head and (name := defined_name(head)):
                found.setdefault(name, []).append((_params(head, name), *_body(side, n, (runs[n], end))))
    return {name: defs[0] for name, defs in found.items() if len(defs) == 1 and (defs[0][1] or defs[0][2])}


def _head(side: dict[int, str], n: int) -> str:
    """The head opening at line n, with the lines its parameter list runs on to (`combine(double fStart,` then
    `double fEnd) {`), as one line."""
    text = side[n]
    for k in range(n + 1, n + 6):
        if text.count("(") <= text.count(")") or k not in side:
            break
        text += " " + side[k].strip()
    return text


def _params(head: str, name: str) -> list[str]:
    """The parameters a head lists after its name (`def f(self, a, b)`, `const f = (a, b) =>`), less `self`."""
    at = re.search(rf"(?<![\w$]){re.escape(name)}\b[^(]*\(", head)
    listed = listed_items(head, at.end()) if at else None
    return [p for p in listed or [] if not RECEIVER.fullmatch(p.split(":")[0])]


def _body(side: dict[int, str], n: int, ends: tuple[int, int]) -> tuple[str, list[str]]:
    """The one expression the function opening at line n computes: on its head's line, or the one line of code of
    its body, as far as its indentation runs (span.dedent_end), and its body's lines of code; "" and none when the
    page does not show its end (its closing line, the next line back at its indentation, or the file's end); `ends`:
    the last line of the page's run of lines from the head, and the file's last line when a hunk ends it (else 0)."""
    if m := _INLINE.search(code_only(side[n])):
        return next(g for g in m.groups() if g).strip(), []
    last, end = ends
    close = dedent_end(side, n, last)
    body = [
        t for t in (side[k] for k in range(n + 1, close + 1)) if is_code(t) and not closes_only(t) and t.strip() != "{"
    ]
    if not (closes_only(side[close]) or close < last or last == end):
        return "", []
    return (_RETURN.match(body[0])[1] if len(body) == 1 else ""), body  # type: ignore[index]  # matches any line
