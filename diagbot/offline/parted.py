"""A field the branch parted into several, one read of it taking another part than the like reads took: `pricePence`
became `listPence`, `discountPence` and `chargedPence`, two lines that read `p.pricePence` now read `p.chargedPence`,
and one reads `priced.listPence`. Where the old field is gone from the new code, the reads rewritten to the part most
of them took are the rule; the one rewritten to a like-named other part is the slip (a sibling taken, siblings.py,
across the branch's files)."""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.kinds import is_code
from diagbot.offline.pick import runs_of
from diagbot.offline.siblings import NAME, alike, leaf, paired

_MOST = 2  # reads rewritten to the part most took, at least, for that part to be the rule


@lru_cache(maxsize=2)
def parted_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) that rewrote a read of a field gone from the new code to a
    like-named part other than the one at least _MOST like rewrites took, each once; strength 2."""
    took: defaultdict[str, list[tuple[str, str, int]]] = defaultdict(list)  # old field: (part, path, line)
    still: Counter[str] = Counter()  # the names the new side reads
    for f in written_files(changes):
        parsed = [r for r in diff_rows(f.patch) if r[1] != "@"]
        spans = runs_of(parsed)
        still.update(n for _, mark, t in parsed if mark != "-" for n in NAME.findall(bare_code(t, f.path)))
        for i, (n, mark, text) in enumerate(parsed):
            old = paired(parsed, i, spans[i]) if mark == "+" and n and is_code(text) else None
            for x, g in _rewritten(old, text, f.path) if old is not None else ():
                took[x].append((g, f.path, int(n)))
    found: dict[tuple[str, int], int] = {}
    for x, parts in took.items():
        count = Counter(g for g, _, _ in parts)
        (rule, most), *others = count.most_common()
        if still[x] or most < _MOST:
            continue  # the field is still read (not parted), or no part is the rule
        for g, k in others:
            found |= {(p, n): 2 for part, p, n in parts if part == g and k == 1 and alike(g, rule)}
    return MappingProxyType(found)


def _rewritten(old: str, new: str, path: str) -> list[tuple[str, str]]:
    """The fields the removed line `old` read that its replacement `new` reads another field in place of: (old, new)."""
    theirs, mine = NAME.findall(bare_code(old, path)), NAME.findall(bare_code(new, path))
    found = []
    for op, a, b, c, d in SequenceMatcher(None, theirs, mine, autojunk=False).get_opcodes():
        if op != "replace" or b - a + d - c > 3:
            continue
        x, g = leaf(theirs[a:b], old), leaf(mine[c:d], new)
        if x and g and x != g and _field(x, old) and _field(g, new):
            found.append((x, g))
    return found


def _field(name: str, text: str) -> bool:
    """The line reads `name` as a field (`p.name`, `p->name`), not a method it calls nor a bare variable or label."""
    return bool(re.search(rf"(?:\.|->)\s*{re.escape(name)}\b(?!\s*\()", text))
