"""A literal the branch factored into a name: a removed line held a literal (`'o-\\WW'`, `10`) where its added line
names a constant (`self::WEEK`, `integerBase`) and is otherwise the same. Whether the constant's declaration gives
it the value the line held decides where the behaviour changed: a declaration holding another value (`'Y-\\WW'`,
`0`) changed it there, at the declaration, while the line using it only moved the value; the same value changed
nothing."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from diagbot.changes import ChangeSet, numbered
from diagbot.offline.kinds import is_code

_TOKEN = re.compile(
    r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|[A-Za-z_$][\w$]*(?:(?:\.|::|->)[A-Za-z_$][\w$]*)*|\d[\w.]*|\S"
)
_LITERAL = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|\d[\w.]*")
_VALUE = re.compile(
    r"(?<![=!<>])(?:=|:)\s*(-?\s*\"(?:\\.|[^\"\\])*\"|-?\s*'(?:\\.|[^'\\])*'|-?\s*\d[\w.]*)\s*[;,]?\s*$"
)
_QUALIFIED = re.compile(r"^(?:(?:self|static|this|Self|[A-Z]\w*)(?:\.|::|->))?\$?(\w+)$")
_ALIGN = 3  # removed lines either side of an added line's place in its run that it is compared with
# a name given a value, up to its `=`: `const LANES: usize = `, `public const WEEK = `, `self.rx = `, `X = ` (group 1)
DECLARES = (
    r"^\s*(?:(?:pub|public|private|protected|static|final|const|let|var|export|readonly)\s+)*"
    r"(?:[\w<>\[\],.?]+\s+)?(?:self\.|this\.|\$)?([A-Za-z_]\w*)\s*(?::[^=]+)?=(?![=>])\s*"
)
_DECLARES = re.compile(DECLARES)


def factored_literals(removed: Sequence[str], added: Sequence[str]) -> dict[str, str]:
    """By name: the literal a removed line held where an added line names it (`WEEK`, `self::WEEK`, `Self.WEEK`), the
    two lines otherwise token for token the same (the first such line of each name)."""
    found: dict[str, str] = {}
    for _, old, name in _factorings(removed, added):
        found.setdefault(name, old)
    return found


def _factorings(removed: Sequence[str], added: Sequence[str]) -> Iterator[tuple[str, str, str]]:
    """(added line, literal, name) for each added line that puts a name where a removed line of its run held a literal,
    the lines otherwise token for token the same. An added line is compared with the removed lines about as far into
    the run as it is (_ALIGN either way), as a rewrite line for line puts them: a run of thousands stays linear. When
    lines of one shape there held different literals (`scale(n, 3)`, `scale(n, 4)`), which it replaced is unknown."""
    old = [_TOKEN.findall(r) for r in removed]
    for i, line in enumerate(added):
        new: list[str] = _TOKEN.findall(line)
        held: set[tuple[str, str]] = set()
        for tokens in old[max(0, i - _ALIGN) : i + _ALIGN + 1]:
            apart = [(a, b) for a, b in zip(tokens, new, strict=True) if a != b] if len(tokens) == len(new) else []
            if len(apart) == 1 and _LITERAL.fullmatch(apart[0][0]) and (m := _QUALIFIED.match(apart[0][1])):
                held.add((apart[0][0], m[1]))
        if len(held) == 1:
            (literal, name), *_ = held
            yield line, literal, name


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
    found = [(line, old, name) for removed, added in runs for line, old, name in _factorings(removed, added)]
    if not found:
        return frozenset()
    declared: dict[str, list[str]] = {}  # by name: the added lines declaring it with a literal
    for line in (line for _, lines in runs for line in lines):
        if m := _DECLARES.match(line):
            declared.setdefault(m[1], []).append(line)
    out: set[str] = set()
    for line, old, name in found:  # one declaration, of the value the line held
        decl = declared.get(name, [])
        if len(decl) == 1 and (value := declared_value(decl[0])) and same_value(old, value):
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


def numbered_runs(patch: str) -> Iterator[tuple[list[str], list[tuple[int, str]]]]:
    """Each run of a patch's removed and added lines of code: the removed lines, and the added ones by their number
    in the new file."""
    removed: list[str] = []
    added: list[tuple[int, str]] = []
    for row in [*numbered(patch), ""]:
        mark, text = row[6:7], row[7:]
        if mark == "-" and not row.startswith("@@"):
            removed += [text] if is_code(text) else []
        elif mark == "+" and row[:5].strip().isdigit():
            added += [(int(row[:5]), text)] if is_code(text) else []
        else:
            if removed or added:
                yield removed, added
            removed, added = [], []
