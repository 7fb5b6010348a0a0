"""Failure blocks that repeat an earlier one: the same traceback, or the same parametrized test body for another
case. The excerpt shows the first whole and names the others' lines in a note, so the budget goes to other output."""

from __future__ import annotations

from diagbot.logs.excerpt.entries import Entry
from diagbot.logs.excerpt.locate import RULE_HEADER, block_end, header_above
from diagbot.logs.excerpt.rare import template
from diagbot.logs.excerpt.score import SECTION

_MIN_LINES = 6  # a shorter block costs little more than the note that would replace it
_ALIKE = 0.7  # share of line shapes (digits aside) two blocks must have in common


def fold_repeated_blocks(entries: list[Entry]) -> list[Entry]:
    """The entries with each failure block that repeats an earlier one (its header kept) folded into one note."""
    seen: list[tuple[frozenset[str], int, int]] = []
    folds: dict[int, tuple[int, int, int]] = {}  # first folded index -> (end index, first block's lines)
    last = -1
    for i in (k for k, e in enumerate(entries) if e.score == 3 and not SECTION.match(e.text)):
        if i < last:
            continue
        top, hi = header_above(entries, i), block_end(entries, i, 8)
        hi = next((j for j in range(i + 1, hi) if RULE_HEADER.match(entries[j].text)), hi)  # the next one's banner
        last = hi
        body = range(top + 1, hi)
        shape = frozenset(template(entries[j].text) for j in body if entries[j].text.strip())
        like = next((s for s in seen if _alike(s[0], shape)), None)
        if len(body) < _MIN_LINES or like is None:
            seen.append((shape, entries[top].number, entries[hi - 1].end))
            continue
        folds[top + 1] = (hi, like[1], like[2])
    return _folded(entries, folds) if folds else entries


def _alike(a: frozenset[str], b: frozenset[str]) -> bool:
    return bool(a and b) and len(a & b) >= _ALIKE * len(a | b)


def _folded(entries: list[Entry], folds: dict[int, tuple[int, int, int]]) -> list[Entry]:
    out: list[Entry] = []
    i = 0
    while i < len(entries):
        if i not in folds:
            out.append(entries[i])
            i += 1
            continue
        hi, first, end = folds[i]
        a, b = entries[i].number, entries[hi - 1].end
        out.append(Entry(a, b, f"lines {a}-{b}: a failure like the one at lines {first}-{end}", 0, routine=True))
        i = hi
    return out
