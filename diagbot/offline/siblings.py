"""A name mistaken for its sibling, seen in the diff alone:

- SIBLING: where the line an added line replaced read one field, constant or variable, it reads a like-named one
  the old code read elsewhere (`temp_coeff_voc_pct` become `temp_coeff_pmax_pct` in `voc_at`, while `vmp_at`
  still reads `temp_coeff_voc_pct`). Not a rename: the name it lost is still read on the new side.
- CROSSED: a call given a pair from two families (`setTime(untilHour, fromMinute)`) where the code has both pairs
  it could have meant (`fromHour`, `untilMinute`).
- STALE: a computation with a name a line above derived another from (`arrived + minutes` after `start =
  max(arrived, free)`) where the code computes with the derived one the same way (`start + minutes`).

Each is a slip as a flipped operator is (slips.py), and a line that otherwise only hands values to a function the
page adds changes logic when it hands the wrong one (changed.py)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.arguments import listed_items
from diagbot.offline.bodies import bare_code, diff_rows
from diagbot.offline.calls import code_only
from diagbot.offline.change import source_files
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import run_rows, runs_of

SIBLING, CROSSED, STALE = "sibling", "crossed", "stale"
Rows = list[tuple[str, str, str]]  # the diff's (new-side line or "", mark, text) rows

NAME = re.compile(r"[A-Za-z_$][\w$]*")
_PART = re.compile(r"[A-Z]?[a-z]+\d*|[A-Z]+\d*(?![a-z])|\d+")  # camelCase, snake_case and UPPER words
_LIKE = 0.4  # how alike a replaced row and its replacement are, at least
_RUN = 4  # removed lines of code a run replaces line for line, at most


def slips(parsed: Rows, rows: list[int], path: str) -> dict[int, str]:
    """Of the added rows (indexes into `parsed`, a diff of the file at `path`, for its comments), those that
    mistook a name for its sibling, with which kind."""
    new_side = Counter(n for _, mark, t in parsed if mark != "-" for n in _names(t, path))
    old_side = {n for _, mark, t in parsed if mark != "+" for n in _names(t, path)}
    spans = runs_of(parsed)  # each row's run, found once: a whole file's diff has thousands of rows
    found = {i: STALE for i in _superseded(parsed, rows, spans)}
    names = set(new_side)
    found |= {i: CROSSED for i in rows if crossed_pair(parsed[i][2], names)}
    for i in rows:
        old = paired(parsed, i, spans[i])
        if old is None or i in found:
            continue
        mine, theirs = NAME.findall(bare_code(parsed[i][2], path)), NAME.findall(bare_code(old, path))
        for op, a, b, c, d in SequenceMatcher(None, theirs, mine, autojunk=False).get_opcodes():
            if op != "replace" or b - a + d - c > 3:  # one name for one, or a path one level deeper or shallower
                continue
            x, g = leaf(theirs[a:b], old), leaf(mine[c:d], parsed[i][2])  # `x` was read there, `g` is now
            if x is None or g is None:
                continue
            called = re.search(rf"(?<![\w$]){re.escape(g)}\s*\(", parsed[i][2])  # a function: not a value read
            if x not in mine and new_side[x] and g in old_side and alike(g, x) and not called:  # `x`: read elsewhere
                found[i] = SIBLING
    return found


@lru_cache(maxsize=2)
def sibling_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], tuple[int, str]]:
    """The added lines of the changed source files (not tests) that mistook a name for its sibling, each with
    strength 2 (as a flipped pair of operands, flips.py) and its kind."""
    found: dict[tuple[str, int], tuple[int, str]] = {}
    for f in source_files(changes):
        if unread_kind(f.path):  # a built or vendored copy: its names are a tool's
            continue
        parsed = [r for r in diff_rows(f.patch) if r[1] != "@"]
        added = [i for i, (n, mark, t) in enumerate(parsed) if mark == "+" and n and is_code(t)]
        found |= {(f.path, int(parsed[i][0])): (2, kind) for i, kind in slips(parsed, added, f.path).items()}
    return MappingProxyType(found)


def crossed_pair(line: str, names: set[str]) -> bool:
    """The line passes a call two names of two families (`setTime(untilHour, fromMinute)`: `until` and `from`, `hour`
    and `minute`) where `names` hold both pairs the call could have meant (`fromHour`, `untilMinute`): one of its
    two arguments is the other family's."""
    text = code_only(line)
    known: set[tuple[str, ...]] | None = None
    for call in _CALL.finditer(text):
        args = listed_items(text, call.end()) or []
        keys = [m[1] for a in args if (m := _PLAIN.fullmatch(a))]
        if len(keys) != 2 or len(args) != 2 or all(k.isupper() for k in keys):  # two constants: values chosen
            continue
        first, second = words(keys[0]), words(keys[1])
        apart = (
            [k for k, (a, b) in enumerate(zip(first, second, strict=True)) if a != b]
            if len(first) == len(second)
            else []
        )
        if len(first) < 2 or len(apart) != 2:
            continue
        one, other = list(first), list(second)
        one[apart[0]], other[apart[0]] = second[apart[0]], first[apart[0]]
        known = known if known is not None else {tuple(words(n)) for n in names}
        if tuple(one) in known and tuple(other) in known:
            return True
    return False


_CALL = re.compile(r"(?<![\w$])[A-Za-z_$][\w$]*\s*\(")
_PLAIN = re.compile(r"[$&*]*(?:[\w$]+(?:\.|->|::))*\$?([A-Za-z_]\w*)")  # `$this->untilHour`, `s.from_min`, `*end`


def _superseded(parsed: Rows, rows: list[int], spans: list[range]) -> set[int]:
    """The added rows that compute with a name a line above them (within _ABOVE rows) derived another from (`start =
    max(arrived, free)`; `rate := base` then `rate = loaded(rate, pct)`), where another line, or the removed line the
    row replaced, computes with the derived name the same way (STALE): `loaded(base, wet)` beside `loaded(rate, …)`."""
    code = {i: code_only(t) for i, (_, mark, t) in enumerate(parsed) if mark != "-" and is_code(t)}
    operations = {i: _operations(t) for i, t in code.items()}
    seen = Counter(op for ops in operations.values() for op in ops)
    found: set[int] = set()
    for i in rows:
        for a, op, b in operations.get(i, ()):
            binds = [m for j in range(max(0, i - _ABOVE), i) if (m := _BINDING.match(code.get(j, "")))]
            derived = {m[1] for k, m in enumerate(binds) if m[1] not in (a, b) and _derives(binds, k, a, b)}
            was = _operations(code_only(old)) if (old := paired(parsed, i, spans[i])) else set()  # its old
            if any(seen[(d, op, b)] > ((d, op, b) in operations[i]) or (d, op, b) in was for d in derived):
                found.add(i)
    return found


def _operations(text: str) -> set[tuple[str, str, str]]:
    """The line's computations with names: `a + b` as (a, "+", b), and a name handed to a call, `f(x, a)`, as
    (a, "f(1", "") (the call's name and the argument's place)."""
    found = set(_OPERATION.findall(text))
    for call in _CALL.finditer(text):
        args = listed_items(text, call.end()) or []
        name = call[0].rstrip("( \t")
        found |= {(a, f"{name}({k}", "") for k, a in enumerate(args) if len(args) > 1 and a.isidentifier()}
    return found


def _derives(binds: list[re.Match[str]], k: int, a: str, operand: str) -> bool:
    """The binding derives its name from `a`, for a computation (`operand`: its other name) by handing `a` to a call
    (`start = max(arrived, free)`); for a call handed `a` (no operand) by taking it as it is (`rate := base`) when a
    later binding gives the name another value (`rate = loaded(rate, pct)`): a running value, started from `a`."""
    if operand:
        return re.search(rf"[(,]\s*{re.escape(a)}\s*[,)]", binds[k][2]) is not None
    return binds[k][2].strip().rstrip(";") == a and any(m[1] == binds[k][1] for m in binds[k + 1 :])


_OPERATION = re.compile(r"(?<![\w$.])([A-Za-z_]\w*)\s*([-+*/])\s*([A-Za-z_]\w*)\b(?!\s*\()")  # not `a + f(x)`
_BINDING = re.compile(
    r"\s*(?:(?:const|let|var|val|auto|final|double|int|long|float)\s+)?([A-Za-z_]\w*)\s*(?::[^=]+)?:?=(?!=)(.+)"
)
_ABOVE = 12  # rows above a line where the value it should have used was derived


def paired(parsed: Rows, i: int, run: range | None = None) -> str | None:
    """The removed row the added row `i` replaced, line for line in their run (`run`, when known), when the two
    resemble each other."""
    run = run_rows(parsed, i) if run is None else run
    if len(run) > 10 * _RUN:  # rewritten code, not lines replaced one for one: and a page's thousands are not walked
        return None
    removed = [parsed[j][2] for j in run if parsed[j][1] == "-" and is_code(parsed[j][2])]
    added = [j for j in run if parsed[j][1] == "+" and is_code(parsed[j][2])]
    if not removed or len(removed) != len(added) or len(removed) > _RUN or i not in added:
        return None  # a longer run is rewritten code: its lines need not replace each other in order
    old = removed[added.index(i)]
    return old if SequenceMatcher(None, old.strip(), parsed[i][2].strip()).ratio() >= _LIKE else None


def leaf(names: list[str], text: str) -> str | None:
    """The one name a replaced span reads: the name itself, or a field's when the span is its path one level deeper or
    shallower (`piece.height_mm` rewritten as `piece.size.width_mm`: `size.width_mm`, the field `width_mm`)."""
    if len(names) == 1:
        return names[0]
    if len(names) != 2:
        return None
    path = rf"(?<![\w$]){re.escape(names[0])}\s*(?:\.|->|::)\s*{re.escape(names[1])}\b"  # `size.width_mm`
    return names[1] if re.search(path, text) else None


def _names(text: str, path: str) -> set[str]:
    """The names a line of code reads, its string literals and comments aside."""
    return set(NAME.findall(bare_code(text, path)))


def words(name: str) -> list[str]:
    """A name's words, lower case: `temp_coeff_voc_pct`, `tempCoeffVocPct` are both temp, coeff, voc, pct."""
    return [p.lower() for p in _PART.findall(name)]


def alike(one: str, other: str) -> bool:
    """Two names that share a word and differ in one (`temp_coeff_voc_pct` and `temp_coeff_pmax_pct`, `minX` and
    `minY`, `START_HOUR` and `END_HOUR`), not by a number alone: siblings a slip mistakes for each other."""
    a, b = words(one), words(other)
    apart = [(x, y) for x, y in zip(a, b, strict=True) if x != y] if len(a) == len(b) >= 2 else []
    return len(apart) == 1 and _DIGITS.sub("", apart[0][0]) != _DIGITS.sub("", apart[0][1])  # `MASK365`: rows


_DIGITS = re.compile(r"\d+")
