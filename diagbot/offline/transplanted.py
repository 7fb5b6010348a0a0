"""A line moved into another file, reading a like-named sibling of the name it read where it was: the branch removes
`double basis = peltWeightKg();` from `DrumLoad` and adds `double basis = load.greenWeightKg();` to the new
`ChemicalSheet`. The same binding, moved whole but for one name, and that name a sibling of the old one (`pelt` and
`green` weights), while the old one is still read on the new side (not renamed away): a field mistaken for its
neighbour on the way (siblings.py reads such a swap in place; this reads it across files)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from difflib import SequenceMatcher
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.offline.bodies import bare_code, diff_rows, written_files
from diagbot.offline.siblings import NAME, alike, leaf, words

_BINDING = re.compile(r"^\s*([^=]*?[\w$\]]\s*)(?<![=!<>+\-*/])=(?!=)\s*(.+?)\s*;?\s*$")  # `double basis = …`


@lru_cache(maxsize=2)
def transplanted_lines(changes: ChangeSet | None) -> Mapping[tuple[str, int], int]:
    """The added lines of changed source files (not tests) binding what a removed line of another file bound, reading
    a like-named sibling of one name it read, that name still read on the new side; strength 2."""
    files = [(f.path, diff_rows(f.patch)) for f in written_files(changes)]
    gone: dict[str, list[tuple[str, str]]] = {}  # a removed binding's target: (its file, its value)
    still: Counter[str] = Counter()
    for path, parsed in files:
        for _, mark, text in parsed:
            code = bare_code(text, path)
            if mark == "-" and (m := _BINDING.match(code)):
                gone.setdefault(" ".join(m[1].split()), []).append((path, m[2]))
            elif mark in " +":
                still.update(NAME.findall(code))
    added = [
        (path, int(n), " ".join(m[1].split()), m[2])
        for path, parsed in files
        for n, mark, text in parsed
        if mark == "+" and n and (m := _BINDING.match(bare_code(text, path)))
    ]
    bound = Counter(target for _, _, target, _ in added)
    found: dict[tuple[str, int], int] = {}
    for path, n, target, value in added:
        if bound[target] == 1 and len(olds := gone.get(target, [])) == 1 and olds[0][0] != path:  # one line, moved
            if _sibling_read(olds[0][1], value, still):
                found[(path, n)] = 2
    return MappingProxyType(found)


def _sibling_read(old: str, new: str, still: Counter[str]) -> bool:
    """The new value reads, in one name's place of the old, a like-named sibling of it (the same last word), the old
    name still read elsewhere on the new side."""
    theirs, mine = NAME.findall(old), NAME.findall(new)
    opcodes = SequenceMatcher(None, theirs, mine, autojunk=False).get_opcodes()
    swaps = [(leaf(theirs[a:b], old), leaf(mine[c:d], new)) for op, a, b, c, d in opcodes if op != "equal"]
    if len(swaps) != 1 or None in swaps[0]:
        return False
    x, g = swaps[0]
    return x is not None and g is not None and alike(x, g) and words(x)[-1] == words(g)[-1] and still[x] > 0
