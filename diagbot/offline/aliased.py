"""A value the removed code copied that the added code changes in place: `{ ...DEFAULTS, ...options }` rewritten as
`Object.assign(DEFAULTS, options)`, `[...entries].sort(by)` as `entries.sort(by)`, `dict(base)` as `base` then
`.update(...)`. The shared value (a module's defaults, the caller's list) is changed for every later use: a test
that passes alone fails after another, a caller's data comes back reordered. A rewrite's slip, like a flipped bound
(flips.py), found from the diff alone. Its twin: a name bound to another as it is (`const ratings = before`) and
changed in place (`ratings[w] += …`) while the added code still reads the first name (`before[w]`) as if unchanged."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from diagbot.changes import ChangeSet
from diagbot.filekinds import unread_kind
from diagbot.offline.calls import code_only
from diagbot.offline.change import added_lines, source_files
from diagbot.offline.kinds import is_code

_NAME = r"[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*"
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
_CHANGES = (  # where a line changes the value a name holds, in place
    r"\bObject\.assign\(\s*{n}(?:\.[\w$]+)*\s*[,)]",
    r"(?<![\w$.]){n}\s*\.\s*(?:sort|reverse|push|pop|shift|unshift|splice|fill|append|extend|insert|remove|update"
    r"|setdefault|clear|add|put|putAll|set|delete|sort_by!|merge!|sort!|reverse!|map!|select!|reject!|uniq!"
    r"|compact!|flatten!|shuffle!)\s*\(",
    r"(?<![\w$.]){n}(?:\[[^\]]*\]|\.[\w$]+)\s*(?:[-+*/|&]|\?\?|\|\||&&)?=(?!=)",  # defaults.tax = ..., items[i] += 1
    r"\bdel\s+{n}\s*\[",
    r"(?<![\w$.]){n}\s*<<",
    r"\b(?:Collections\.sort|Arrays\.sort|sort\.Slice|sort\.SliceStable|sort\.Sort|sort\.Strings|sort\.Ints"
    r"|slices\.Sort\w*)\(\s*{n}\s*[,)]",
    r"^\s*(?:(?:const|let|var|final|val|auto)\s+)?[\w$.]+\s*(?::[^=]+)?=\s*{n}\s*;?\s*$",  # merged = defaults
)
_COPY = [re.compile(p.format(n=_NAME)) for p in _COPIES]
_BINDS = re.compile(  # `const x = y;`, `Map<K, V> x = y;`, `x = self.y`: a name bound to another's value as it is
    r"^\s*(?:(?:const|let|var)\s+|(?:final\s+)?[A-Z]\w*(?:<[^=]*>)?\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>\[\], ]+)?"
    r"=\s*((?:self\.|this\.|@)?[A-Za-z_$][\w$]*)\s*;?\s*$"
)
_NOT_VALUES = frozenset(("None", "True", "False", "null", "nil", "true", "false", "undefined", "this", "self"))
_COPIED_ON_BINDING = frozenset(("rs", "c", "h", "cc", "cpp", "cxx", "hpp", "php", "go"))  # structs, arrays: a copy
_DECLARES = frozenset(("js", "mjs", "cjs", "jsx", "ts", "tsx"))  # only `const`/`let`/`var` bind a new name


def copied(lines: Iterable[str]) -> frozenset[str]:
    """The names the given lines copy (`{ ...DEFAULTS }` gives DEFAULTS)."""
    return frozenset(m[1] for t in lines for p in _COPY for m in p.finditer(code_only(t)))


def aliases(text: str, names: frozenset[str]) -> bool:
    """Whether the line changes in place, or takes as it is, a value one of `names` holds, and copies none of them."""
    code = code_only(text)
    if not names or any(name in copied([code]) for name in names):
        return False
    return any(_changes(name).search(code) for name in names if name in code)


@lru_cache(maxsize=256)
def _changes(name: str, in_place: bool = False) -> re.Pattern[str]:
    """What changes the value `name` holds; in_place: not taking it as it is (`merged = defaults`)."""
    return re.compile("|".join(f"(?:{p.format(n=re.escape(name))})" for p in _CHANGES[: -1 if in_place else None]))


def shared(added: list[tuple[int, str]], suffix: str) -> Iterator[int]:
    """The added lines binding a name to another's value as it is, when a later added line changes it in place and
    the other name is still read from that line on: two names, one value, read as two."""
    if suffix in _COPIED_ON_BINDING:
        return
    for i, (number, text) in enumerate(added):
        bound = _BINDS.match(code_only(text))
        if not bound or bound[1] == bound[2] or bound[2] in _NOT_VALUES:
            continue
        if suffix in _DECLARES and not re.match(r"\s*(?:const|let|var)\s", text):
            continue
        later = [code_only(t) for _, t in added[i + 1 :]]
        changed = next((k for k, t in enumerate(later) if _changes(bound[1], True).search(t)), None)
        other = re.compile(rf"(?<![\w$.]){re.escape(bound[2])}\b")
        if changed is not None and any(other.search(t) for t in later[changed:]):
            yield number


def slipped(patch: str, suffix: str = "", kind: str = "copy") -> Iterator[int]:
    """The new-side lines of a patch's added lines of code that change in place a value its hunk's removed code
    copied (a hunk's own: a copy far off in the file is another value, most often); kind "shared": that bind one
    value to a second name (`shared`) in a hunk that rewrites code (removes some: a new file's aliases are design)."""
    for hunk in re.split(r"^(?=@@ )", patch, flags=re.M)[1:]:
        gone = [x[1:] for x in hunk.splitlines() if x.startswith("-") and is_code(x[1:])]
        if kind == "shared" and gone:
            yield from shared(list(added_lines(hunk)), suffix)
        elif kind == "copy" and (names := copied(gone)):
            yield from (n for n, t in added_lines(hunk) if aliases(t, names))


@lru_cache(maxsize=4)
def aliased_lines(changes: ChangeSet | None, kind: str = "copy") -> Mapping[tuple[str, int], int]:
    """The added lines of code of the changed source files (not tests) that change in place a value their hunk's
    removed code copied, or with kind "shared" that bind a value to a second name (not in a vendored, built or
    minified copy), each with strength 2 (as a flipped pair of operands, flips.py)."""
    files = [f for f in source_files(changes) if unread_kind(f.path) is None]  # not a built or minified copy
    found = {(f.path, n): 2 for f in files for n in slipped(f.patch or "", f.path.rpartition(".")[2], kind)}
    return MappingProxyType(found)
