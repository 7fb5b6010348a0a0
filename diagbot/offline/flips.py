"""A comparison whose bound the branch made inclusive or exclusive: the removed code compared a name with `<=` and
the added code compares it with `<` (`miles <= 15` rewritten as a table searched with `miles < band.up_to_miles`,
`i >= 0` become `i > 0`), a rewrite's likeliest slip. A line comparing the name both ways before stays unflagged; one
comparing the same two operands as a removed line did, with the other bound, is the likelier. A removed guard that
skipped what it rejected (`if d.seats < b.riders { continue }`) also reads as what held past it (`d.seats >=
b.riders`): a check turned into a predicate of what it accepts (`return d.seats > b.riders`) is measured by that."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import is_test
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code

# `a.b <= c`, `x[i] > 0`, `len(s) >= n`, `$a->b > c->d`: the operand's last name either side of the operator (not
# `<<`, `->`, `=>`, a generic's `<T>`: the operator stands between spaces); from a name's start: a long run of word
# characters is tried once, not from each of its characters
_COMPARE = re.compile(r"(?<![\w$])([\w$]+)\)?\]?\s+(<=|>=|<|>)\s+(?:[\w$]+(?:[.:]+|->))*([\w$]+)")
# `day.isBefore(cutoff)`, `!start.isAfter(end)`: the operands' last names and the method (java.time, Joda, Moment.js,
# Day.js, Luxon and Carbon name them so), read as `<` and `>` (negated: `>=` and `<=`)
_METHOD = re.compile(
    r"(?<![\w$])(?P<a>[\w$]+)(?:\(\))?\.(?P<method>isBefore|isAfter)\(\s*(?:[\w$]+[.:]+)*(?P<b>[\w$]+)"
    r"(?:\((?:[^()]|\([^()]*\))*\))?\s*[,)]"  # `isAfter(startOn(day))`: a call's name stands for its value
)
_HEAD = re.compile(r"(?<![\w$.])([\w$]+)(?:\(\))?\.(?:[\w$]+(?:\(\))?\.)*$")  # `teeTime.` of `teeTime.toLocalTime().`
_NEGATED = re.compile(r"!\s*[\w$.:()]*$")  # `!` before the operand's chain: `!this.day.isAfter(`
_METHODS = {"isBefore": ("<", ">="), "isAfter": (">", "<=")}
_MIRROR = {"<": ">", ">": "<", "<=": ">=", ">=": "<="}
_FLIP = {"<": "<=", "<=": "<", ">": ">=", ">=": ">"}


def comparisons(text: str) -> frozenset[tuple[str, str]]:
    """The names a line compares and how, each from its own side: `miles <= limit` gives (miles, <=), (limit, >=)."""
    return frozenset((a, op) for a, op, _ in _pairs(text) if not a.isdigit())


def pairs(text: str) -> frozenset[tuple[str, str, str]]:
    """The pairs of operands a line compares, both ways round: `m <= b.End` gives (m, <=, End) and (End, >=, m);
    a comparing method reads as its operator (`!day.isAfter(cutoff)` as `day <= cutoff`). Each field an operand
    reads is also spelled as one name (`a.start < b.end` as `a_start < b_end`): a rewrite that turns a pair of
    arguments into two values' fields compares the same operands."""
    spelled = ((_spelled(m[1]), m[2], _spelled(m[3])) for m in _OPERANDS.finditer(code_only(text)))
    return _pairs(text) | frozenset(p for a, op, b in spelled for p in ((a, op, b), (b, _MIRROR[op], a)))


_OPERANDS = re.compile(
    r"(?<![\w$.>])([\w$]+(?:(?:\.|->)[\w$]+)*)\s+(<=|>=|<|>)\s+([\w$]+(?:(?:\.|->)[\w$]+)*)(?![\w$(])"
)


def _spelled(operand: str) -> str:
    """An operand as one name: `a.start`, `$a->start` and `a_start` all as `a_start` (`self.`, `this.` dropped)."""
    return re.sub(r"^(?:self|this)_", "", re.sub(r"\.|->", "_", operand.lstrip("$")))


def _pairs(text: str) -> frozenset[tuple[str, str, str]]:
    code = code_only(text)
    found = [(m[1], m[2], m[3]) for m in _COMPARE.finditer(code)]
    for m in _METHOD.finditer(code):
        negated = _NEGATED.search(code, max(0, m.start() - 200), m.start()) is not None  # a chain's head, not far
        op = _METHODS[m["method"]][negated]
        found.append((m["a"], op, m["b"]))
        head = _HEAD.search(code, max(0, m.start() - 200), m.start())  # the chain's value the call converts
        if head:
            found.append((head[1], op, m["b"]))
    return frozenset(p for a, op, b in found for p in ((a, op, b), (b, _MIRROR[op], a)))


@dataclass(frozen=True)
class Bounds:
    """What removed lines compared: each name and how, and each pair of operands and how."""

    names: frozenset[tuple[str, str]]
    pairs: frozenset[tuple[str, str, str]]


def bounds(lines: Iterable[str]) -> Bounds:
    """What the given removed lines compare."""
    text = list(lines)
    return Bounds(frozenset(c for t in text for c in comparisons(t)), frozenset(p for t in text for p in pairs(t)))


def flips(text: str, removed: Bounds) -> int:
    """2 when the line compares a pair of operands the removed lines compared, with the other bound (`m <= end` where
    they had `m < end`); 1 when only a name they compared is (`start < end` where they had `m >= start`), unless the
    line only checks its sign against a number (`o.soon > 0`) where they compared it with no number; 0 when neither,
    or when the removed lines compared it both ways already."""
    if any((a, _FLIP[op], b) in removed.pairs and (a, op, b) not in removed.pairs for a, op, b in pairs(text)):
        return 2
    names, signs = removed.names, _signs(text)  # `n > 0` checks a sign, not a bound the removed code compared
    flipped = (
        (a, op)
        for a, op in comparisons(text)
        if a not in signs or any(b.isdigit() for x, _, b in removed.pairs if x == a)
    )
    return int(any((name, _FLIP[op]) in names and (name, op) not in names for name, op in flipped))


def _signs(text: str) -> frozenset[str]:
    """The names a line compares with a number standing alone (`o.soon > 0`, not `i + 1 < n`)."""
    code = code_only(text)
    return frozenset(
        m[1] for m in _COMPARE.finditer(code) if _ALONE.match(code, m.end(3) - len(m[3])) and m[3].isdigit()
    )


_ALONE = re.compile(r"-?\d[\d_.]*\s*(?:[)\]{;,:]|&&|\|\||\b(?:and|or|then)\b|$)")  # a literal ending its operand


def removed_bounds(patch: str) -> Bounds:
    """What the removed lines of code of a patch compare; a guard's comparisons also as the code past it held them
    (`if d.seats < b.riders { continue }` also as `d.seats >= b.riders`), for a check turned from what it rejects to
    what it accepts (`return d.seats > b.riders`)."""
    found = bounds(removed_code(patch))
    return Bounds(found.names, found.pairs | _passed(patch))


def _passed(patch: str) -> frozenset[tuple[str, str, str]]:
    """The pairs the removed guards (a condition of one comparison, or several joined by `||`, that skips or bails
    out: `continue`, `return false`, `next if`) compare, negated: what holds for the code past them."""
    old = [(x[0], x[1:]) for x in patch.splitlines() if x[:1] in "- " and not x.startswith("---") and is_code(x[1:])]
    found: set[tuple[str, str, str]] = set()
    for k, (mark, text) in enumerate(old):
        code = code_only(text)
        if mark != "-" or re.search(r"&&|\band\b|\bunless\b", code):
            continue
        after = code_only(old[k + 1][1]) if k + 1 < len(old) else ""
        if (_GUARD.match(code) and _BAILS.fullmatch(after)) or _BAILS_HERE.search(code):
            found |= {(a, _NEGATE[op], b) for a, op, b in pairs(text)}
    return frozenset(found)


_GUARD = re.compile(r"\s*(?:\}\s*)?(?:if|elif|else\s+if)\b")
_BAIL = r"(?:continue|break|next|return(?:\s+(?:false|False|nil|None|null))?)"
_BAILS = re.compile(rf"\s*(?:\}}\s*)?{_BAIL}\s*;?\s*")  # the guard's body, alone on the next line
_BAILS_HERE = re.compile(
    rf"^\s*{_BAIL}\s+if\b|\b(?:if\b.*\)|:)\s*\{{?\s*{_BAIL}\s*;?\s*\}}?\s*$"
)  # `next if x`, `if (x) continue;`
_NEGATE = {"<": ">=", ">=": "<", ">": "<=", "<=": ">"}


@lru_cache(maxsize=2)
def flipped_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests) that flip a bound their file's removed code had, or
    compare the same two operands as the removed code of another source file did, with the other bound (a check moved
    into a new helper elsewhere), or make a removed line's range check with its operands renamed and one bound the
    other (_moved_flip), each with how closely (`flips`); a single name's bound elsewhere is too loose."""
    patches = {f.path: f.patch for f in source_files(changes) if f.patch and not is_test(f.path)}
    own = {path: removed_bounds(patch) for path, patch in patches.items()}
    every = Bounds(
        frozenset().union(*(b.names for b in own.values())), frozenset().union(*(b.pairs for b in own.values()))
    )
    chains = {c for patch in patches.values() for t in removed_code(patch) if len(c := _chain(t)) >= 2}
    found: dict[tuple[str, int], int] = {}
    for path, patch in patches.items():
        marks = (
            (n, flips(t, own[path]) or 2 * (flips(t, every) == 2 or _moved_flip(_chain(t), chains)))
            for n, t in added_lines(patch)
            if is_code(t)
        )
        found |= {(path, n): k for n, k in marks if k}
    return MappingProxyType(found)


def removed_code(patch: str) -> list[str]:
    """A patch's removed lines of code (not blank, comment or import)."""
    return [x[1:] for x in patch.splitlines() if x.startswith("-") and not x.startswith("---") and is_code(x[1:])]


def _chain(text: str) -> tuple[tuple[str, str, str], ...]:
    """The comparisons a line makes, in order, each as written: `p.from <= date && date <= p.until`."""
    return tuple((m[1], m[2], m[3]) for m in _COMPARE.finditer(code_only(text)))


def _moved_flip(chain: tuple[tuple[str, str, str], ...], removed: set[tuple[tuple[str, str, str], ...]]) -> bool:
    """The line's comparisons (two or more) are those of a removed line, its operands renamed one for one but one
    kept (`start <= date && date < end` for `p.from <= date && date <= p.until`), with one bound the other: a range
    check moved into a helper, made inclusive or exclusive on the way."""
    for old in (r for r in removed if len(r) == len(chain) >= 2):
        names: dict[str, str] = {}
        pairs = list(zip(old, chain, strict=True))
        same = all(  # a literal stays what it was (`comp <= 7` become `comp < 5` is a new limit)
            names.setdefault(x, y) == y and (x == y or not (x.isdigit() or y.isdigit()))
            for (a, _, b), (c, _, d) in pairs
            for x, y in ((a, c), (b, d))
        )
        ops = [(was, op) for (_, was, _), (_, op, _) in pairs]
        flipped = sum(op == _FLIP[was] for was, op in ops)
        one_for_one = len(set(names.values())) == len(names) and any(x == y for x, y in names.items())
        if same and one_for_one and flipped == 1 and all(op in (was, _FLIP[was]) for was, op in ops):
            return True
    return False
