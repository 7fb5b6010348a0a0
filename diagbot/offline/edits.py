"""What an added line did to the removed lines of its change: gave a line it replaced a new value (`0xe0` become
`0xc0`, `<` become `<=`), called a removed call's function with its arguments in another order, or edited a removed
line a little (as a bug often is, rather than new code); and which added line is written otherwise than the like
lines of its run (a slip in a table of like lines)."""

from __future__ import annotations

import re
from collections import Counter
from difflib import SequenceMatcher

from diagbot.offline.calls import code_only
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import run_rows

_VALUE_TOKEN = re.compile(
    r"\"[^\"]*\"|'[^']*'|(?<![\w.])\d[\w.]*|<=|>=|==|!=|&&|\|\||[<>+\-*/%]|\b(?:and|or|not|true|false|True|False)\b"
)
_LIKE = 0.5  # how alike a replaced row and its replacement are, at least


def values_changed(parsed: list[tuple[str, str, str]], i: int) -> bool:
    """The added row replaced one removed row of its run, line for line, and holds a literal or an operator that
    row did not (`0xe0` become `0xc0`, `<` become `<=`): a value changed, not only the names around it (code
    factored out, `(u[8] & 0xc0)` become `bits & 0xc0`, only loses values). The two rows must resemble each other
    (half their text the same): a run that put new code where a closing brace was replaced nothing line for line."""
    rows = run_rows(parsed, i)
    removed = [j for j in rows if parsed[j][1] == "-" and is_code(parsed[j][2])]
    added = [j for j in rows if parsed[j][1] == "+" and is_code(parsed[j][2])]
    if not removed or len(removed) != len(added) or i not in added:
        return False
    old = parsed[removed[added.index(i)]][2]
    if SequenceMatcher(None, old.strip(), parsed[i][2].strip()).ratio() < _LIKE:
        return False
    return bool(Counter(_VALUE_TOKEN.findall(parsed[i][2])) - Counter(_VALUE_TOKEN.findall(old)))


def reordered(text: str, removed: list[str]) -> str | None:
    """The function an added line calls with the arguments a removed call of it passed, in another order
    (`minutes_until(now, s.departs)` become `minutes_until(sailing.departs, now)`): swapped arguments."""
    mine = _calls(text)
    for line in removed:
        for name, keys in _calls(line).items():
            if name in mine and sorted(mine[name]) == sorted(keys) and mine[name] != keys:
                return name
    return None


def _calls(text: str) -> dict[str, list[str]]:
    """The functions a line calls with two or more arguments, each argument by its last name (`s.departs`: departs);
    a call whose arguments are not all named (a literal, an expression) is left out."""
    code = code_only(text)
    found: dict[str, list[str]] = {}
    for m in re.finditer(r"([A-Za-z_]\w*)\s*\(", code):
        depth, args, part = 1, [], ""
        for ch in code[m.end() :]:
            depth += (ch in "([{") - (ch in ")]}")
            if depth == 0 or (depth == 1 and ch == ","):
                args.append(part.strip())
                part = ""
                if depth == 0:
                    break
            else:
                part += ch
        keys = [k[-1] if (k := re.findall(r"[A-Za-z_]\w*", a)) and re.fullmatch(r"[\w.&*]+", a) else "" for a in args]
        if depth == 0 and len(keys) >= 2 and all(keys):
            found.setdefault(m[1], keys)
    return found


def small_edit(text: str, removed: list[str]) -> float:
    """How closely the added line resembles a removed one (a small edit of a line, as a bug often is, rather
    than new code): the best similarity from 0.8 up to just below 1, else 0."""
    best = max((SequenceMatcher(None, text, r).ratio() for r in removed if r != text), default=0.0)
    return round(best, 2) if best >= 0.8 else 0.0


_SHAPE_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_SHAPE_NUMBER = re.compile(r"(?<![\w.])\d[\w.]*")


def odd_ones(parsed: list[tuple[str, str, str]], rows: list[int]) -> set[int]:
    """The added rows that break the pattern of their run: of three or more added lines of one shape (names and
    numbers aside: `baseCents: options.baseCents ?? DEFAULT.baseCents,`), the one written otherwise among them
    (`freeKm: options.freeKm || DEFAULT.freeKm,`), as a slip in a table of like lines is."""
    odd: set[int] = set()
    for run in {run_rows(parsed, i) for i in rows}:
        added = [j for j in run if parsed[j][1] == "+" and j in rows]
        shapes = {j: _shape(parsed[j][2]) for j in added}
        counts = Counter(shapes.values())
        common, n = counts.most_common(1)[0] if counts else ("", 0)
        if n < 3:
            continue
        for j in added:
            if counts[shapes[j]] == 1 and SequenceMatcher(None, shapes[j], common).ratio() >= 0.8:
                odd.add(j)
    return odd


def _shape(text: str) -> str:
    return "".join(_SHAPE_NUMBER.sub("0", _SHAPE_NAME.sub("x", text)).split()).rstrip(";,")  # a list's last: alike
