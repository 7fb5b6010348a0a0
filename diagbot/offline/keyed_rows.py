"""A row of a table, copied from its neighbour, saying the neighbour's key where the rows' pattern puts its own:

    flour: Sacks.bag_product(:flour, self.yield.flour),
    bran: Sacks.bag_product(:flour, self.yield.bran),
    middlings: Sacks.bag_product(:middlings, self.yield.middlings)

Each row names its key again in the same places (the rows are one template, their key filled in); the row that, its
own key and its neighbour's both read as the blank, fits the template its neighbours share, but not with its own key
alone, kept a word of the row it was copied from. That row is the slip. Keys are a row's leading `name:`, `"name":`,
`'name' =>`, `:name =>` or `name =`; at least two other rows make the template, and the row says its own key again
past the key itself (its copy was turned over there: `longString: z.string()` beside `string: z.string()` is not)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import diff_rows, written_files
from diagbot.offline.kinds import is_code, without_comment

_KEY = re.compile(r"""^\s*(?:case\s+)?[:"']?([A-Za-z_]\w*)["']?\s*(?::(?!:)|=>|=(?!=)|->)""")
_BLANK = "\x00"


def _template(text: str, *keys: str) -> str:
    """The row with each of `keys`, as a whole word, read as the blank."""
    text = _WORD.sub(lambda m: _BLANK if m[0] in keys else m[0], text)
    return _SPACE.sub(" ", text.strip().rstrip(","))


_WORD = re.compile(r"[\w$]+")
_SPACE = re.compile(r"\s+")


@lru_cache(maxsize=2)
def keyed_row_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that are rows of a run of keyed rows sharing a template,
    saying a neighbour's key where the template says their own; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        run: list[tuple[str, str, str, str]] = []  # the current run's (line, mark, key, row) of keyed rows
        for n, mark, text in [*diff_rows(f.patch), ("", "@", "")]:
            if mark == "-" or (mark != "@" and not is_code(text)):
                continue
            code = without_comment(text, f.path) if mark != "@" else ""  # a key may be a string: kept
            if m := _KEY.match(code):
                run.append((n, mark, m[1], code))
                continue
            found |= {(f.path, int(n)): 2 for n in _off_template(run)}
            run = []
    return MappingProxyType(found)


def _off_template(run: list[tuple[str, str, str, str]]) -> list[str]:
    """The added rows of a run that fit the template the others share only with a neighbour's key as the blank too."""
    if len(run) < 3:
        return []
    shapes = Counter(_template(row, key) for _, _, key, row in run)
    slipped = []
    for i, (n, mark, key, row) in enumerate(run):
        own = _template(row, key)
        if mark != "+" or shapes[own] > 1 or own.count(_BLANK) < 2:  # `longString: z.string()`: a use of its own
            continue  # key turned over, beside the key alone, says it was copied, not named alike by chance
        for _, _, other, _ in (run[j] for j in (i - 1, i + 1) if 0 <= j < len(run)):
            shape = _template(row, key, other)
            if other != key and shape != own and shapes[shape] >= 2 and shape.count(_BLANK) >= 2:
                slipped.append(n)
                break
    return slipped
