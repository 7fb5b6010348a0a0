"""One value read as two, seen in a rewrite's added lines: a name bound to another as it is (`const ratings =
before`) and changed in place (`ratings[w] += …`) while the code still reads the first name (`before[w]`) as if
unchanged; or a nested value of a shallow copy changed in place (`const rules = { ...DEFAULTS, ...rest }` then
`Object.assign(rules.points, points)`), which changes the original's (DEFAULTS.points) for every later use; or the
receiver itself given a name, changed through it and returned (`$layout = $this; $layout->margin = $cells; return
$layout;`): a method that looks as if it returned a changed copy changes the object it was called on."""

from __future__ import annotations

import re
from collections.abc import Iterator

from diagbot.offline.calls import code_only
from diagbot.offline.inplace import COPIED_ON_BINDING, HOLE, NAME, changes, holed

_BINDS = re.compile(  # `const x = y;`, `Map<K, V> x = y;`, `x = self.y`: a name bound to another's value as it is
    r"^\s*(?:(?:const|let|var)\s+|(?:final\s+)?[A-Z]\w*(?:<[^=]*>)?\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>\[\], ]+)?"
    r"=\s*((?:self\.|this\.|@)?[A-Za-z_$][\w$]*)\s*;?\s*$"
)
_SHALLOW = re.compile(  # `x = { ...y, … }`, `x = dict(y)`, `x = y.copy()`: a new outer value, its nested ones y's
    r"^\s*(?:(?:const|let|var|final|val)\s+|[A-Z]\w*(?:<[^=]*>)?\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:"
    rf"\{{\s*(?:\.\.\.|\*\*)\s*{NAME}|dict\(\s*{NAME}\s*\)|copy\.copy\(|Object\.assign\(\s*\{{\s*\}}\s*,"
    rf"|{NAME}\s*\.\s*(?:copy|dup|clone)\s*(?:\(\s*\))?\s*;?\s*$|new\s+(?:HashMap|LinkedHashMap|TreeMap)(?:<[^>]*>)?\(\s*{NAME}\s*\))"
)
_NOT_VALUES = frozenset(("None", "True", "False", "null", "nil", "true", "false", "undefined", "this", "self"))
_DECLARES = frozenset(("js", "mjs", "cjs", "jsx", "ts", "tsx"))  # only `const`/`let`/`var` bind a new name
_MEMBER = r"(\.[A-Za-z_$][\w$]*|\[[^\]]*\])"  # a nested value: `.points`, `[key]`
_NESTED, _OWN = re.compile(HOLE + _MEMBER), re.compile(rf"{HOLE}{_MEMBER}\s*=(?!=)")  # read; given its own value
AHEAD = 40  # added lines after a binding or a copy that are read for its change: a rewrite's slip sits close by,
# and a generated page of thousands of bindings stays linear


def shared(added: list[tuple[int, str]], suffix: str) -> Iterator[int]:
    """The added lines binding a name to another's value as it is, when one of the next AHEAD added lines changes
    it in place and the other name is still read from that line on: two names, one value, read as two."""
    if suffix in COPIED_ON_BINDING:
        return
    code = [code_only(t) for _, t in added]
    for i, (number, text) in enumerate(added):
        bound = _BINDS.match(code[i])
        if not bound or bound[1] == bound[2] or bound[2] in _NOT_VALUES:
            continue
        if suffix in _DECLARES and not re.match(r"\s*(?:const|let|var)\s", text):
            continue
        later = code[i + 1 : i + 1 + AHEAD]
        if not any(bound[1] in t for t in later):  # never named again: no pattern to build
            continue
        changed = next((k for k, t in enumerate(later) if changes(bound[1], t, True)), None)
        other = re.compile(rf"(?<![\w$.]){re.escape(bound[2])}\b")
        if changed is not None and any(other.search(t) for t in later[changed:]):
            yield number


def nested(added: list[tuple[int, str]], suffix: str) -> Iterator[int]:
    """The first of the next AHEAD added lines changing in place a nested value of a shallow copy an added line
    made, unless an added line gave the copy a value of its own there (`rules.points = { ...points }`)."""
    if suffix in COPIED_ON_BINDING:
        return
    code = [code_only(t) for _, t in added]
    for i in range(len(added)):
        copy = _SHALLOW.match(code[i])
        if not copy or not any(copy[1] in t for t in code[i + 1 : i + 1 + AHEAD]):
            continue
        own = set[str]()
        for (number, _), later in zip(added[i + 1 : i + 1 + AHEAD], code[i + 1 : i + 1 + AHEAD], strict=True):
            line = holed(copy[1], later)
            own |= {m[1] for m in _OWN.finditer(line)}
            if {m[1] for m in _NESTED.finditer(line)} - own and changes(copy[1], later, True, _MEMBER):
                yield number
                break


_RECEIVER = re.compile(
    r"^\s*(?:(?:const|let|var|final|val)\s+|[A-Z]\w*\s+)?(\$?[A-Za-z_][\w]*)\s*=\s*(\$this|this|self)\s*;?\s*$"
)


def receiver(added: list[tuple[int, str]]) -> Iterator[int]:
    """The added lines binding a name to the receiver (`this`, `self`, `$this`) when one of the next AHEAD added lines
    changes a field through that name and a later one returns it: the method changes its receiver in place, where
    its caller takes what it returns for a new value."""
    code = [code_only(t) for _, t in added]
    for i, (number, _) in enumerate(added):
        bound = _RECEIVER.match(code[i])
        if not bound:
            continue
        name = re.escape(bound[1])
        later = code[i + 1 : i + 1 + AHEAD]
        field = re.compile(rf"(?<![\w$.]){name}\s*(?:\.|->)\s*[A-Za-z_]\w*\s*(?:[-+*/|&]|\?\?)?=(?!=)")
        changed = next((k for k, t in enumerate(later) if field.search(t)), None)
        if changed is not None and any(re.search(rf"\breturn\s+{name}\s*;?\s*$", t) for t in later[changed:]):
            yield number
