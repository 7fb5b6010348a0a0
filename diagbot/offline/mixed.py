"""An added line that took a sibling's name for its own: where the line it replaced read one field, constant or
variable, it reads a like-named one that other code read before (`temp_coeff_voc_pct` become `temp_coeff_pmax_pct`
in `voc_at`, while `vmp_at` still reads `temp_coeff_voc_pct`). Not a rename: the name it lost is still used on the
page, and the name it took was there before. A wrong field is a slip as a flipped operator is, and a line that
otherwise only hands values to a function the page adds changes logic when it hands the wrong one."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from diagbot.offline.calls import code_only
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import run_rows

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_PART = re.compile(r"[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")  # camelCase, snake_case and UPPER words
_LIKE = 0.4  # how alike a replaced row and its replacement are, at least


def mixed(parsed: list[tuple[str, str, str]], rows: list[int]) -> set[int]:
    """The added rows (indexes into the diff tool's (new line, mark, text) rows) that replaced a row of their run,
    line for line, and read a like-named sibling of a name that row read: the sibling was on the page's old side
    (removed or kept lines), and the name lost is still on its new side (added or kept lines, this row aside)."""
    old_side = [t for _, mark, t in parsed if mark != "+"]
    found: set[int] = set()
    for i in rows:
        old = _paired(parsed, i)
        if old is None:
            continue
        mine, theirs = _names(parsed[i][2]), _names(old)
        lost, gained = theirs - mine, mine - theirs
        if not lost or not gained:
            continue
        before = {n for t in old_side for n in _names(t)}
        after = {n for j, (_, mark, t) in enumerate(parsed) if mark != "-" and j != i for n in _names(t)}
        if any(g in before and _alike(g, x) for g in gained for x in lost & after):
            found.add(i)
    return found


def _paired(parsed: list[tuple[str, str, str]], i: int) -> str | None:
    """The removed row the added row `i` replaced, line for line in their run, when the two resemble each other."""
    run = run_rows(parsed, i)
    removed = [parsed[j][2] for j in run if parsed[j][1] == "-" and is_code(parsed[j][2])]
    added = [j for j in run if parsed[j][1] == "+" and is_code(parsed[j][2])]
    if not removed or len(removed) != len(added) or i not in added:
        return None
    old = removed[added.index(i)]
    return old if SequenceMatcher(None, old.strip(), parsed[i][2].strip()).ratio() >= _LIKE else None


def _names(text: str) -> set[str]:
    """The names a line of code reads, its string literals and comments aside."""
    return set(_NAME.findall(code_only(text).split("//")[0].split("#")[0]))


def _alike(one: str, other: str) -> bool:
    """Two names that share a word and differ in one (`temp_coeff_voc_pct` and `temp_coeff_pmax_pct`, `minX` and
    `minY`, `START_HOUR` and `END_HOUR`): siblings a slip mistakes for each other."""
    a, b = [p.lower() for p in _PART.findall(one)], [p.lower() for p in _PART.findall(other)]
    return len(a) == len(b) >= 2 and sum(x != y for x, y in zip(a, b, strict=True)) == 1
