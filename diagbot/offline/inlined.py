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
from diagbot.offline.arguments import RECEIVER, listed_items, param_name
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, new_side, source_files
from diagbot.offline.code import defined_name, opens_function
from diagbot.offline.factored import numbered_runs
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
            old = _flat(" ".join(code_only(r) for r in removed))
            fits: list[tuple[int, str, str]] = []  # each call's line, function, and how it fits the removed code
            for line, text in added:
                code = code_only(text)
                for nth, call in enumerate(_CALL.finditer(code)):
                    args = listed_items(code, call.end()) if call[1] in bodies else None
                    params, body, lines = bodies.get(call[1], ([], "", []))
                    if not args or len(args) != len(params) or len(args) < 2:
                        continue
                    turned = len(added) == 1 and _turned(body, params, args, old)
                    fits.append(
                        (line, call[1], "crossed" if turned else _fit(lines, params, text, (call[1], nth), removed))
                    )
            faithful = {name for _, name, fit in fits if fit == "faithful"}  # the run calls it rightly too: the
            found |= {(f.path, n): 2 for n, name, fit in fits if fit == "crossed" and name not in faithful}  # other
            # call's order is meant (a blank tried both ways round)
    return MappingProxyType(found)


def _fit(lines: list[str], params: list[str], text: str, at: tuple[str, int], removed: list[str]) -> str:
    """The removed code the helper's body was folded from binds two of its parameters to the values the call hands
    the other one (`let dr = (max - r) / d;` removed, `(max - r) / delta` the body, `rgb_hue(r, g, b, d, max)` the
    call; `b"\\xdf" + struct.pack(">I", n)` removed, `code16 + struct.pack(">H", n)` the body, `b"\\xdf"` handed to
    `code16`): "crossed", the call crossed them, its function is right; "faithful" when the call hands each parameter
    the removed code bound it to; else ""."""
    slots = [n[-1] if (n := _NAME.findall(param_name(p))) else "" for p in params]
    calls = list(_CALL.finditer(text))  # the line's `at` call (its name, its place), its literals kept
    name, nth = at
    args = (listed_items(text, calls[nth].end()) or []) if nth < len(calls) and calls[nth][1] == name else []
    if not all(slots) or len(lines) < 2 or len(args) != len(slots):
        return ""
    bound = _bindings(lines, slots, [_flat(r) for r in removed])
    given = [_flat(a) for a in args]
    if bound and all(bound.get(k, v) == v for k, v in zip(slots, given, strict=True)):
        return "faithful"
    named = [(m[-1] if (m := _NAME.findall(a)) else "") == k for k, a in zip(slots, given, strict=True)]
    crossed = any(
        given[i] != given[j] and bound.get(slots[i]) == given[j] and bound.get(slots[j]) == given[i]
        and not (named[i] or named[j])  # `rough_ct` handed `self.rough_ct`: the call is right, the body turned
        for i, j in combinations(range(len(slots)), 2)
    )  # fmt: skip
    return "crossed" if crossed else ""


def _bindings(lines: list[str], slots: list[str], olds: list[str]) -> dict[str, str]:
    """What each parameter stood for in the removed lines the body's lines match with the parameters free (a line
    using nothing but parameters, `a + b`, tells no order); a parameter bound two ways is left out."""
    found: dict[str, set[str]] = {}
    group = {slot: f"p{i}" for i, slot in enumerate(slots)}  # `$amount` is no group name
    short = [o for o in olds if len(o) <= _LONGEST]  # a minified line is no code the helper was folded from
    for text in lines:
        parts = [p[1:] if p[1:] in group and p[:1] == "$" else p for p in re.split(_TOKEN, text)]  # PHP's `$rate`
        used = [p for p in parts if p in group]
        if not used or len(used) > _PLACES or not re.search(r"[\w$]", "".join(p for p in parts if p not in group)):
            continue
        pattern, seen = "", set()
        for p in parts:  # a parameter's first place binds it, its others must hold the same
            pattern += (
                (f"(?P={group[p]})" if p in seen else f"(?P<{group[p]}>.+?)") if p in group else re.escape(_flat(p))
            )
            seen |= {p} & group.keys()
        for m in filter(None, (re.fullmatch(pattern, o) for o in short)):
            for slot in seen:
                found.setdefault(slot, set()).add(m[group[slot]])
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


_TOKEN = re.compile(r"((?<![\w$.])[A-Za-z_$][\w$]*(?![\w$]))")  # a name, a parameter's among them
_LONGEST = 300  # characters of a removed line (blanks left out) compared with a helper's line
_PLACES = 6  # parameters' places in one line of a helper compared at most


def _turned(body: str, params: list[str], args: list[str], old: str) -> bool:
    """The body given the arguments is not in the removed code `old`, and given them with two swapped it is."""
    names = [_NAME.findall(param_name(p))[-1:] for p in params]
    if not all(names) or _SUM.fullmatch(body):
        return False
    slots = [n[0] for n in names]
    if _flat(_put(body, slots, args)) in old:
        return False
    for i, j in combinations(range(len(args)), 2):
        swapped = [*args]
        swapped[i], swapped[j] = args[j], args[i]
        if _flat(_put(body, slots, swapped)) in old:
            return True
    return False


def _put(body: str, slots: list[str], args: list[str]) -> str:
    """The body with each parameter (not a field of that name: `x.from`) replaced by its argument."""
    where = {name: arg for name, arg in zip(slots, args, strict=True)}
    return re.sub(r"(?<![\w$.])[A-Za-z_$][\w$]*(?![\w$])", lambda m: where.get(m[0], m[0]), body)


def _flat(code: str) -> str:
    return re.sub(r"\s+", "", code)


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
        for n, text in side.items():
            head = _head(side, n) if opens_function(text) else ""
            if head and (name := defined_name(head)):
                found.setdefault(name, []).append((_params(head, name), *_body(side, n, end)))
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


def _body(side: dict[int, str], n: int, end: int) -> tuple[str, list[str]]:
    """The one expression the function opening at line n computes: on its head's line, or the one line of code of
    its body, as far as its indentation runs (span.dedent_end), and its body's lines of code; "" and none when the
    page does not show its end (its closing line, the next line back at its indentation, or the file's `end`)."""
    if m := _INLINE.search(code_only(side[n])):
        return next(g for g in m.groups() if g).strip(), []
    last = n
    while last + 1 in side:  # the page's run of lines from the head
        last += 1
    close = dedent_end(side, n, last)
    body = [
        t for t in (side[k] for k in range(n + 1, close + 1)) if is_code(t) and not closes_only(t) and t.strip() != "{"
    ]
    if not (closes_only(side[close]) or close < last or last == end):
        return "", []
    return (_RETURN.match(body[0])[1] if len(body) == 1 else ""), body  # type: ignore[index]  # matches any line
