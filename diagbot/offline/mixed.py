"""An added line that took a sibling's name for its own: where the line it replaced read one field, constant or
variable, it reads a like-named one that other code read before (`temp_coeff_voc_pct` become `temp_coeff_pmax_pct`
in `voc_at`, while `vmp_at` still reads `temp_coeff_voc_pct`). Not a rename: the name it lost is still used on the
page, and the name it took was there before. Or a call given a pair from two families (`setTime(untilHour,
fromMinute)`) where the page has the pair's own (`untilMinute`). A wrong field is a slip as a flipped operator is,
and a line that otherwise only hands values to a function the page adds changes logic when it hands the wrong one."""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from diagbot.offline.arguments import listed_items
from diagbot.offline.calls import code_only
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import run_rows

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_PART = re.compile(r"[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")  # camelCase, snake_case and UPPER words
_LIKE = 0.4  # how alike a replaced row and its replacement are, at least


def mixed(parsed: list[tuple[str, str, str]], rows: list[int]) -> set[int]:
    """The added rows (indexes into the diff tool's (new line, mark, text) rows) that replaced a row of their run,
    line for line, and read a like-named sibling of a name that row read: the sibling was on the page's old side
    (removed or kept lines), and the name lost is still on its new side (added or kept lines, this row aside); or
    that pass a call two names of two families where the page's new side has one of the first's (crossed)."""
    old_side = [t for _, mark, t in parsed if mark != "+"]
    new_side = {n for _, mark, t in parsed if mark != "-" for n in _names(t)}
    found = {i for i in rows if crossed(parsed[i][2], new_side)}
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


def crossed(line: str, names: set[str]) -> bool:
    """The line passes a call two names of two families (`setTime(untilHour, fromMinute)`: `until` and `from`, `hour`
    and `minute`) where `names` hold both pairs the call could have meant (`fromHour`, `untilMinute`): one of its
    two arguments is the other family's."""
    text = code_only(line)
    known = {tuple(_words(n)) for n in names}
    for call in _CALL.finditer(text):
        args = listed_items(text, call.end()) or []
        keys = [m[1] for a in args if (m := _PLAIN.fullmatch(a))]
        if len(keys) != 2 or len(args) != 2 or all(k.isupper() for k in keys):  # two constants: values chosen
            continue
        first, second = _words(keys[0]), _words(keys[1])
        if len(first) != len(second) or len(first) < 2:
            continue
        apart = [k for k, (a, b) in enumerate(zip(first, second, strict=True)) if a != b]
        if len(apart) != 2:
            continue
        one, other = list(first), list(second)
        one[apart[0]], other[apart[0]] = second[apart[0]], first[apart[0]]
        if tuple(one) in known and tuple(other) in known:
            return True
    return False


_CALL = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*\s*\(")
_PLAIN = re.compile(r"[$&*]*(?:[\w$]+(?:\.|->|::))*\$?([A-Za-z_]\w*)")  # `$this->untilHour`, `s.from_min`, `*end`


def _words(name: str) -> list[str]:
    return [p.lower() for p in _PART.findall(name)]


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
    a, b = _words(one), _words(other)
    return len(a) == len(b) >= 2 and sum(x != y for x, y in zip(a, b, strict=True)) == 1
