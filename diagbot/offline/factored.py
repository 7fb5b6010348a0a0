"""A literal the branch factored into a name: a removed line held a literal (`'o-\\WW'`, `10`) where its added line
names a constant (`self::WEEK`, `integerBase`) and is otherwise the same. Whether the constant's declaration gives
it the value the line held decides where the behaviour changed: a declaration holding another value (`'Y-\\WW'`,
`0`) changed it there, at the declaration, while the line using it only moved the value; the same value changed
nothing."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from diagbot.changes import ChangeSet
from diagbot.offline.clues import declarations_of

_TOKEN = re.compile(
    r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*|\d[\w.]*|\S"
)
_LITERAL = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|\d[\w.]*")
_VALUE = re.compile(
    r"(?<![=!<>])(?:=|:)\s*(-?\s*\"(?:\\.|[^\"\\])*\"|-?\s*'(?:\\.|[^'\\])*'|-?\s*\d[\w.]*)\s*[;,]?\s*$"
)
_QUALIFIED = re.compile(r"^(?:(?:self|static|this|Self|[A-Z]\w*)(?:\.|::|->))?\$?(\w+)$")


def factored_literal(removed: Iterable[str], added: Iterable[str], name: str) -> str | None:
    """The literal a removed line held where an added line names `name` (`WEEK`, `self::WEEK`, `Self.WEEK`), the two
    lines otherwise token for token the same; None when no added line replaced a literal by it."""
    old: list[list[str]] = [_TOKEN.findall(r) for r in removed]
    for line in added:
        new: list[str] = _TOKEN.findall(line)
        for tokens in old:
            if len(tokens) != len(new):
                continue
            apart = [(a, b) for a, b in zip(tokens, new, strict=True) if a != b]
            if len(apart) == 1 and _LITERAL.fullmatch(apart[0][0]) and _named(apart[0][1], name):
                return apart[0][0]
    return None


def declared_value(declaration: str) -> str | None:
    """The literal a one-line declaration gives its name (`const integerBase = 0`, `public const WEEK = 'Y-\\WW';`,
    `"gb": MB` has none); None when its value is not a single literal (`10 * time.Second`, a table)."""
    m = _VALUE.search(declaration)
    return re.sub(r"\s+", "", m[1]) if m else None


def same_value(old: str, new: str) -> bool:
    """Whether two literals are one value: the same text, or the same number (`10`, `10.0`), or the same string in
    either quotes."""
    if old == new:
        return True
    if old[:1] in "\"'" and new[:1] in "\"'":
        return old[1:-1] == new[1:-1]
    for read in (lambda t: int(t, 0), float):  # `0x1F` and `31`, `10` and `10.0`
        try:
            return bool(read(old.replace("_", "")) == read(new.replace("_", "")))
        except ValueError:
            continue
    return False


@lru_cache(maxsize=2)
def same_values(changes: ChangeSet | None) -> frozenset[str]:
    """The added lines (stripped) that only put a constant where their removed line held the literal the branch
    declares it with, and those declarations: a value that moved into a name, and changed no behaviour."""
    runs = list(_runs(changes))
    declared = [line for _, added in runs for line in added]
    out: set[str] = set()
    for removed, added in runs:
        for line in added:
            for name in {m[1] for t in _TOKEN.findall(line) if (m := _QUALIFIED.match(t))}:
                held = factored_literal(removed, [line], name)
                decl = [d for d in declared if held and re.search(declarations_of([name]), d)]
                if len(decl) == 1 and (value := declared_value(decl[0])) and same_value(held or "", value):
                    out |= {line.strip(), decl[0].strip()}
    return frozenset(out)


def _runs(changes: ChangeSet | None) -> Iterator[tuple[list[str], list[str]]]:
    """Each run of removed and added lines of the branch's patches: (removed, added)."""
    for f in changes.files if changes else ():
        removed: list[str] = []
        added: list[str] = []
        for row in [*(f.patch or "").splitlines(), ""]:
            if row[:1] == "-" and not row.startswith("---"):
                removed.append(row[1:])
            elif row[:1] == "+" and not row.startswith("+++"):
                added.append(row[1:])
            elif removed or added:
                yield removed, added
                removed, added = [], []


def _named(token: str, name: str) -> bool:
    m = _QUALIFIED.match(token)
    return m is not None and m[1] == name
