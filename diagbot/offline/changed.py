"""What the diff tool showed of a changed hunk: the added line to cite (the failing line itself when it was added;
else, in the reached function first, the one saying most of the failure's words, then one giving the line it
replaced a new literal or operator, or a removed call's arguments in another order, then the smallest edit of a
removed line, then one that decides or returns; or the one the compared values point at, pick.py), its run of
removed and added lines, and the rest of its hunk the page showed.

A small edit is measured against the removed lines this page and the file's earlier pages showed, less those added
back unchanged (code that moved as it was). Code moved into a function the reached one calls, and changed on the
way (a small edit, arguments swapped), comes after the reached function's own changes and before the rest, the
reached function's line that only calls it included: it is what that function runs. So does a function the branch
added that the reached one names, when the reached function's changes took out its decisions and compare nothing
(its logic moved there). An edit that hands a value to a function the page adds (`micros` become `_micros(fraction)`)
changes no logic itself: the code it ran moved into that function."""

from __future__ import annotations

import re
from dataclasses import dataclass

from diagbot.offline.aliased import aliases, copied
from diagbot.offline.arguments import crossed
from diagbot.offline.calls import code_only
from diagbot.offline.clues import said_in
from diagbot.offline.code import brace_next, defined_name, open_list, opens_function, starts_at
from diagbot.offline.edits import odd_ones, reordered, small_edit, values_changed
from diagbot.offline.flips import bounds, flips
from diagbot.offline.guards import unfired
from diagbot.offline.kinds import closes_only, in_docstring, is_code, without_comment
from diagbot.offline.pick import prefer, replaced, run_rows
from diagbot.offline.reach import idles, reach
from diagbot.offline.rename import renames
from diagbot.offline.siblings import slips as sibling_slips

_DIFF_LINE = re.compile(r"^\d+: \s*(\d*) ([ +-])(.*)$")  # the diff tool's `7:    12 +code` and `8:       -code`


@dataclass(frozen=True)
class Changed:
    """A changed hunk the diff tool showed: the new-side line it names, and its removed and added lines."""

    path: str
    line: int
    removed: tuple[str, ...]
    added: tuple[str, ...]
    elsewhere: tuple[int, ...] = ()  # the page's other added lines of code, likeliest first, one per place
    around: tuple[str, ...] = ()  # the lines of its hunk the page shows on the new side, kept and added
    cited: str = ""  # the added line it names, when it names an added line
    shown: tuple[int, int] = (0, 0)  # the first and last new-side lines the page showed


def read_hunk(
    path: str,
    lines: list[str],
    near: int,
    words: frozenset[str] = frozenset(),
    span: tuple[int, int] = (0, 0),
    message: str = "",
    removed_before: tuple[str, ...] = (),
    stay: bool = False,
    moved: frozenset[str] = frozenset(),
    promised: bool = False,
    crossing: frozenset[int] = frozenset(),
    slip: bool = False,
) -> Changed | None:
    """From the diff tool's result: the added line at `near`, else, of those in the reached function's `span` first, the
    one saying most of the failure's `words`, then one written otherwise than the like lines of its run (`||` among
    `??`, edits.py), then one that gave the line it replaced a new value (or a removed call's arguments in another
    order), then the smallest edit of a removed line (of this page or `removed_before`, the file's earlier pages), then
    one that decides (a condition, a comparison, a return), then the one nearest `near` (else the first change; of its
    hunk's lines alike in all that, one that replaced a line: code that ran before, twice as often the slip, per added
    line, as new code), or in its hunk one the values the failure's `message` compares point at (pick.py), of those that
    change logic; a line that changes no logic (a signature whose body changed too, a rename, a line the branch removed
    elsewhere as it is, `moved`) after the others; and the run of removed and added lines around it, the page's other
    added lines (likeliest first, one per place), the rest of its hunk the page shows, the cited line. With `stay`, the
    values never lead out of the span's function (a change reached through unchanged callers: the function they call is
    the suspect). With `promised`, a changed signature at `near` is cited first (a compile error about the Promise a
    function made `async` returns). `crossing`: the new-side lines calling a function the branch shows, on this page or
    not, with arguments out of place (arguments.py), or handed values the code they replaced never read (rewritten.py),
    or reading another part of a field the branch parted (parted.py): no rename. With `slip`, the added line at `near`
    is a slip (slips.py): cited first though it seems to change no logic (a line renamed or moved as it was)."""
    parsed = [(m[1], m[2], m[3]) for m in map(_DIFF_LINE.match, lines) if m]
    changed = [i for i, (_, mark, _) in enumerate(parsed) if mark != " "]
    if not changed:
        return None
    plus = [i for i in changed if parsed[i][1] == "+" and parsed[i][0]]
    doc = in_docstring([(mark, text) for _, mark, text in parsed])
    code = [i for i in plus if is_code(parsed[i][2]) and not doc[i]] or plus  # a reworded comment rarely broke it
    said = {i: said_in(without_comment(parsed[i][2], path), words) for i in code}  # a comment says nothing
    distance = {i: abs(int(parsed[i][0]) - near) for i in code}  # the failing line itself added: that line
    gone = [t.strip() for _, mark, t in parsed if mark == "-" and is_code(t)] + [t.strip() for t in removed_before]
    back = {text.strip() for _, mark, text in parsed if mark == "+"}  # removed lines added back unchanged: moved
    edited = [t for t in gone if t not in back]
    edit = {i: small_edit(parsed[i][2].strip(), edited) for i in code}
    mix = frozenset(sibling_slips(parsed, code, path))  # a name mistaken for its sibling (siblings.py)
    outside = reach(parsed, code, span, edited, mix)
    new_side = {int(n): t for n, _, t in parsed if n}
    head = {  # a changed signature, whose body follows it (not a one-line `const f = (n) => n + 1;`), its brace
        i: (opens_function(t := parsed[i][2]) and (t.rstrip().endswith(("{", ":", "(", "=>")) or open_list(t)))
        or (brace_next(parsed, i) and starts_at(new_side, int(parsed[i][0])))  # or alone on the next line
        for i in code
    }
    signature = {i: head[i] and not all(head.values()) for i in code}
    still = {
        w
        for i in plus
        if is_code(parsed[i][2]) and not doc[i]
        for w in re.findall(r"[A-Za-z_$][\w$]*", code_only(parsed[i][2]))
    }
    renamed = {  # `page(x)` → `at(x)`, `page` used nowhere the page adds: not `float` → `Decimal`, still used
        i: any(all(old not in still for old, _ in p) for r in gone if (p := renames([r], [parsed[i][2].strip()])))
        and int(parsed[i][0]) not in crossing  # nor a read rewritten to another part of a field parted (parted.py)
        for i in code
    }
    same = {i: parsed[i][2].strip() in moved for i in code}  # removed elsewhere in the diff as it is: code moved
    helpers = {n for _, mark, t in parsed if mark == "+" and opens_function(t) and (n := defined_name(t))}
    handed = {  # `sec, micros)` become `sec, _micros(micros_str))`, `_micros` new on the page: its logic moved there
        i: bool(edit[i])
        and any(re.search(rf"(?<![\w$.]){re.escape(n)}\s*\(", code_only(parsed[i][2])) for n in helpers)
        for i in code
    }
    raised = {i: unfired(parsed, i, message) for i in code}  # a raise, or its guard, the failure is not
    plain = {
        i: signature[i]
        or (closes_only(parsed[i][2]) and not all(closes_only(parsed[j][2]) for j in code))
        or (renamed[i] and not all(renamed.values()))
        or (same[i] and not all(same.values()))
        or (handed[i] and i not in mix and not all(handed.values()))
        or (bool(message) and raised[i] and not all(raised.values()))
        for i in code
    }  # what changed no logic, or raises an error other than the failure's: it did not run
    swapped = {i: values_changed(parsed, i) or bool(reordered(parsed[i][2], gone)) for i in code}
    replacing = {i: replaced(parsed, i) for i in code}
    idle = {i: idles(parsed[i][2]) for i in code}  # a setup line, or one handing back a name as it is
    first = {i: distance[i] > 0 or (plain[i] and not slip and not (head[i] and promised)) for i in code}  # the line
    # itself, when added, before all; a signature too when the failure is about the Promise its function returns
    near_run = {i: max(outside[i], 2) if signature[i] else outside[i] for i in code}  # the reached function's own line
    # that changes no logic (its signature) is no nearer than what the functions it calls changed
    heads = [t for _, mark, t in parsed if mark != "-" and opens_function(t)]  # the functions the page defines
    across = {  # a call passing them out of place, to a function of the page or of the branch (`crossing`)
        i: int(parsed[i][0]) in crossing or any(crossed(parsed[i][2], h) for h in heads) for i in code
    }
    odd = odd_ones(parsed, code)  # a line written otherwise than the like lines of its run
    was = bounds([*gone, *removed_before])
    copies = copied(gone)  # `{ ...defaults }` removed, `Object.assign(defaults, ...)` added: as sure as a flipped pair
    flip = {
        i: flips(parsed[i][2], was) or 2 * aliases(parsed[i][2], copies) or 2 * (i in mix) for i in code
    }  # `<` for `<=`, flips.py
    rank = {
        i: (first[i], near_run[i], plain[i], -flip[i], not across[i], -said[i], i not in odd, not swapped[i],
            -edit[i], idle[i])
        for i in code
    }  # fmt: skip
    at = min(code, key=lambda i: (*rank[i], distance[i])) if code else changed[0]
    alike = [i for i in _hunk_rows(parsed, at) if i in rank and rank[i] == rank[at] and replacing[i]]
    at = at if at not in replacing or replacing[at] or not alike else min(alike, key=lambda i: distance[i])
    inside = [i for i in code if outside[i] <= outside.get(at, 3)] if stay else code  # `stay`: in the span's function
    inside = [i for i in inside if not plain[i]] or inside  # a line moved as it was, a signature: no new value
    if (at not in distance or distance[at]) and not across.get(at):  # a call passing its arguments out of place
        at = prefer(parsed, inside, at, message)  # stands: the values it gives are wrong everywhere after it
    rows = run_rows(parsed, at)
    run = parsed[rows.start : rows.stop]
    line = next((int(n) for n, _, _ in parsed[at:] if n), 1)
    others = sorted(
        (i for i in code if i != at and is_code(parsed[i][2]) and not doc[i] and not closes_only(parsed[i][2])),
        key=lambda i: rank[i],
    )
    elsewhere = _apart(int(parsed[at][0] or line), [int(parsed[i][0]) for i in others])
    removed, added = tuple(t for _, k, t in run if k == "-"), tuple(t for _, k, t in run if k == "+")
    around = tuple(parsed[i][2] for i in _hunk_rows(parsed, at) if parsed[i][1] != "-")
    cited = parsed[at][2] if parsed[at][1] == "+" else ""
    numbers = [int(n) for n, _, _ in parsed if n]
    shown = (min(numbers), max(numbers)) if numbers else (0, 0)  # a page of removed lines only numbers none
    return Changed(path, line, removed, added, elsewhere, around, cited, shown)


def _apart(cited: int, lines: list[int], near: int = 3) -> tuple[int, ...]:
    """The lines, in their order (likeliest first), less those within `near` lines of the cited one or of one kept
    before them (a citation names a place; a run of lines is one place, its likeliest line standing for it)."""
    kept: list[int] = []
    for n in lines:
        if all(abs(n - k) > near for k in [cited, *kept]):
            kept.append(n)
    return tuple(kept)


def removed_rows(lines: list[str]) -> list[str]:
    """The removed lines of code a page of the diff tool shows."""
    return [m[3] for m in map(_DIFF_LINE.match, lines) if m and m[2] == "-" and is_code(m[3])]


def _hunk_rows(parsed: list[tuple[str, str, str]], at: int) -> range:
    """The rows of the page's hunk holding row `at`: between the nearest gaps in its new-side numbering."""
    lo, hi = at, at
    while lo > 0 and (not parsed[lo - 1][0] or not parsed[lo][0] or int(parsed[lo - 1][0]) + 1 >= int(parsed[lo][0])):
        lo -= 1
    while hi + 1 < len(parsed) and (
        not parsed[hi + 1][0] or not parsed[hi][0] or int(parsed[hi][0]) + 1 >= int(parsed[hi + 1][0])
    ):
        hi += 1
    return range(lo, hi + 1)
