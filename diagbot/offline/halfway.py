"""A line merged from two removed lines that differed by one name, renamed halfway: the branch removes `ranks[size] =
new DataPosition(v, size);` and `ranks[i] = new DataPosition(v, i);` (two loops, one counting kept items, one every
item) and adds `ranks[size] = new DataPosition(v, i);`. Each removed line read its one name in both places; the merged
line reads one in one place and the other in the other, which neither did: one place was not renamed."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_code

_TOKEN = re.compile(r"[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|\S")


@lru_cache(maxsize=2)
def halfway_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that are a removed line of their file with one name renamed
    in some of its places and not all, where another removed line is that line renamed in all; strength 2."""
    found: dict[tuple[str, int], int] = {}
    for f in written_files(changes):
        parsed = diff_rows(f.patch)
        gone = {tuple(_TOKEN.findall(bare_code(t, f.path))) for _, mark, t in parsed if mark == "-" and is_code(t)}
        for n, mark, text in parsed if gone else ():
            if mark == "+" and n and is_code(text) and _halfway(tuple(_TOKEN.findall(bare_code(text, f.path))), gone):
                found[(f.path, int(n))] = 2
    return MappingProxyType(found)


def _halfway(mine: tuple[str, ...], gone: set[tuple[str, ...]]) -> bool:
    """`mine` reads two names, x and y, where a removed line read y in all of x's places (`ranks[i] = …(v, i)`) and
    another read x in some of y's (`ranks[size] = …(v, size)`): a merge of the two, renamed halfway. Each pair of the
    line's names is tried (not each removed line: a page of thousands stays linear)."""
    if mine in gone:
        return False
    names = {t for t in mine if t[0].isalpha() or t[0] in "_$"}
    for x in names:
        for y in names - {x}:
            if tuple(y if t == x else t for t in mine) not in gone:  # x renamed y everywhere: a removed line
                continue
            at = [k for k, t in enumerate(mine) if t == y]  # some of y's places read x in the other removed line
            for pick in range(1, 2 ** len(at) if len(at) <= _PLACES else 1):
                renamed = {k for b, k in enumerate(at) if pick >> b & 1}
                if tuple(x if k in renamed else t for k, t in enumerate(mine)) in gone:
                    return True
    return False


_PLACES = 4  # places of one name in a line whose subsets are tried, at most
