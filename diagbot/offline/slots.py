"""One empty container made the value of every slot, then one slot changed in place: `dict.fromkeys(years, [])`,
`[[]] * n`, `new Array(n).fill([])`, `Hash.new([])`, `Array.new(n, {})`, `Collections.nCopies(n, new ArrayList<>())`
hand each key or index the same list, so `values[year].append(x)` appends to all of them. A slip the diff shows in
the line that builds it and one that changes a slot in place below it (added or kept: the hunk's lines); built and
only read, or each slot given a value of its own (`values[k] = values[k] + [x]`), it is no slip."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet, numbered
from diagbot.offline.calls import code_only
from diagbot.offline.change import flagged_in_hunks
from diagbot.offline.inplace import changes

_EMPTY = r"(?:\[\s*\]|\{\s*\}|(?:set|list|dict)\(\s*\)|new\s+(?:Map|Set|Array)\b[^,)]*\)|Hash\.new\b(?:\(\s*\))?)"
_ONE = (  # what hands every slot one empty container (the part after `name =`)
    rf"dict\.fromkeys\(.+,\s*{_EMPTY}\s*\)",
    r"\[\s*(?:\[\s*\]|\{\s*\}|set\(\s*\)|\[[^\[\]]*\]\s*\*\s*[\w.]+)\s*\]\s*\*",  # [[]] * n, [[0] * w] * h
    rf"\.fill\(\s*{_EMPTY}\s*\)",
    r"Hash\.new\(\s*(?:\[\s*\]|\{\s*\}|\"\")\s*\)",
    rf"Array\.new\([^,()]+,\s*(?:{_EMPTY}|\"\")\s*\)",
    r"Collections\.nCopies\([^,]+,\s*new\s+\w",
)
_BUILDS = re.compile(
    r"^\s*(?:(?:const|let|var|val|final|auto)\s+)?(?:[A-Z][\w<>, ?]*\s+)?(@?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)"
    rf"\s*(?::[^=]+)?=(?!=)[^;=]*?(?:{'|'.join(_ONE)})"
)
_FILLS = re.compile(r"\bArrays\.fill\(\s*([A-Za-z_$][\w$.]*)\s*,\s*new\s+\w")  # Java's fill of an array
_SLOT = r"\s*(?:\[(?:[^\[\]]|\[[^\[\]]*\])*\]|\.get\([^)]*\))"  # values[year], out[p[1]], row.get(i)
AHEAD = 12  # of the hunk's lines after the building one, those read for a slot's change: a loop close below it


def slots(hunk: str) -> Iterator[int]:
    """The new-side lines of a hunk's added lines that hand every slot one empty container, when one of the next
    AHEAD lines of the hunk (added or kept) changes a slot of it in place (inplace.py: appended to, one of its own
    slots or fields set)."""
    rows = [(int(r[:5]), r[6:7], code_only(r[7:])) for r in numbered(hunk) if r[:5].strip().isdigit()]
    for i, (number, sign, text) in enumerate(rows):
        built = _BUILDS.match(text) or _FILLS.search(text)
        if sign == "+" and built and any(changes(built[1], t, True, _SLOT) for _, _, t in rows[i + 1 : i + 1 + AHEAD]):
            yield number


@lru_cache(maxsize=2)
def shared_slot_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of the changed source files (not tests, not a built copy) that hand every slot one empty
    container a slot of which is then changed in place, each with strength 2 (as a flipped pair of operands)."""
    return MappingProxyType(flagged_in_hunks(changes, slots))
