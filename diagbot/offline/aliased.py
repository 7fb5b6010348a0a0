"""A value the removed code copied that the added code changes in place: `{ ...DEFAULTS, ...options }` rewritten as
`Object.assign(DEFAULTS, options)`, `[...entries].sort(by)` as `entries.sort(by)`, `dict(base)` as `base` then
`.update(...)`. The shared value (a module's defaults, the caller's list) is changed for every later use: a test
that passes alone fails after another, a caller's data comes back reordered. A rewrite's slip, like a flipped bound
(flips.py), found from the diff alone; its twins, one value read as two, are in shared.py."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.inplace import NAME, changes
from diagbot.offline.kinds import is_code
from diagbot.offline.shared import nested, receiver, shared

_CALLED = r"\s*\(\s*({n})\s*\)"  # `dict(base)`, `sorted(items)`: the name a copying call is given
_COPIES = (  # where a line copies a value: the name it copies is the group
    r"\{{\s*\.\.\.\s*({n})\b",  # { ...defaults, ... }
    r"\[\s*\.\.\.\s*({n})\b",  # [ ...items ]
    r"(?<![\w$.])(?:dict|list|set|tuple|sorted|copy\.copy|copy\.deepcopy|deepcopy|structuredClone|Array\.from"
    r"|slices\.Clone|maps\.Clone)" + _CALLED,
    r"\bnew\s+(?:Map|Set|Array\w*|HashMap|HashSet|TreeMap|TreeSet|LinkedHash\w+|ArrayDeque)(?:<[^>]*>)?" + _CALLED,
    r"\bObject\.assign\(\s*\{{\s*\}}\s*,\s*({n})\b",  # Object.assign({}, defaults, ...)
    r"(?<![\w$.])({n})\s*\.\s*(?:copy|clone|slice|dup|deep_dup|to_vec|to_owned|toSorted|toReversed|toSpliced)\s*\(",
    r"(?<![\w$.])({n})\s*\[\s*:\s*\]",  # items[:]
    r"(?<![\w$.])({n})\s*\.\s*(?:merge|sort_by|select|reject|uniq|compact|flatten)\b(?![!?\w])",  # Ruby's, not `!`
    r"(?<![\w$.])({n})\s*\.\s*(?:sort|reverse|map)\b(?![!?\w(])",  # Ruby's `list.sort`, not JS's `list.sort(`
)
_COPY = [re.compile(p.format(n=NAME)) for p in _COPIES]


def copied(lines: Iterable[str]) -> frozenset[str]:
    """The names the given lines copy (`{ ...DEFAULTS }` gives DEFAULTS)."""
    return frozenset(m[1] for t in lines for p in _COPY for m in p.finditer(code_only(t)))


def aliases(text: str, names: frozenset[str]) -> bool:
    """Whether the line changes in place, or takes as it is, a value one of `names` holds, and copies none of them."""
    code = code_only(text)
    if not names or any(name in copied([code]) for name in names):
        return False
    return any(changes(name, code) for name in names)


def slipped(patch: str, suffix: str = "", kind: str = "copy") -> Iterator[int]:
    """The new-side lines of a patch's added lines of code that change in place a value its hunk's removed code
    copied (a hunk's own: a copy far off in the file is another value, most often); kind "shared" or "nested":
    shared.py's slips, in a hunk that rewrites code (removes some: a new file's aliases are its design); kind
    "receiver": the receiver changed and returned under a name (shared.py), in any hunk."""
    for hunk in re.split(r"^(?=@@ )", patch, flags=re.M)[1:]:
        gone = [x[1:] for x in hunk.splitlines() if x.startswith("-") and is_code(x[1:])]
        if kind in ("shared", "nested") and gone:
            yield from (shared if kind == "shared" else nested)(list(added_lines(hunk)), suffix)
        elif kind == "receiver":
            yield from receiver(list(added_lines(hunk)))
        elif kind == "copy" and (names := copied(gone)):
            yield from (n for n, t in added_lines(hunk) if aliases(t, names))


@lru_cache(maxsize=4)
def aliased_lines(changes: ChangeSet | None, kind: str = "copy") -> Mapping[tuple[str, int], int]:
    """The added lines of code of the changed source files (not tests) that change in place a value their hunk's
    removed code copied, or with another kind shared.py's slips (not in a vendored, built or minified copy), each
    with strength 2 (as a flipped pair of operands, flips.py)."""
    files = [f for f in source_files(changes) if unread_kind(f.path) is None]  # not a built or minified copy
    found = {(f.path, n): 2 for f in files for n in slipped(f.patch or "", f.path.rpartition(".")[2], kind)}
    return MappingProxyType(found)
