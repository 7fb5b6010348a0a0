"""Arguments passed across a function's parameters: `charge(period, tariff)` to `def charge(tariff, period)`,
`minutesBeyond(overtimeAfterMinutes, workedMinutes)` to `minutesBeyond(long worked, long threshold)`. An argument
named after another parameter of the function, and not after its own, while the argument in that other place is
not named after its parameter either, was put in the wrong place: the call is the culprit, not the function."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from diagbot.offline.calls import code_only
from diagbot.offline.code import defined_name

_WORD = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")  # camelCase, snake_case and UPPER words
# what a parameter's text holds besides its name: modifiers, receivers and the common types' words
_NOT_NAMES = frozenset(
    "self this cls mut const final var val let int long short char byte bool boolean float double string str "
    "number void any unsigned signed size usize isize u8 u16 u32 u64 i8 i16 i32 i64 f32 f64 int32 int64 uint "
    "uint32 uint64 float32 float64 rune optional list dict array vec slice map set".split()
)

RECEIVER = re.compile(r"\s*&?\s*(?:mut\s+)?(?:self|this|cls)\s*")  # `self`, `&mut self`: no parameter a call hands


def crossed(line: str, definition: str) -> bool:
    """The line calls the function `definition` opens with its arguments in another order than its parameters
    (by their names), an argument for each parameter; False when no such call or nothing tells."""
    return crossing(line, [definition]) is not None


def crossing(line: str, definitions: Sequence[str]) -> str | None:
    """What the line's call of one of the functions these `definitions` open passes out of place, said for the
    report: `` `workedMinutes` goes to `long threshold` of `minutesBeyond(long worked, long threshold)` ``."""
    for name, listed, args, params in passed(line, definitions):
        if len(args) >= 2 and (ij := across(args, params, kept(listed))):
            i, j = ij
            return f"`{args[i]}` goes to `{params[i]}` of `{name}({', '.join(listed)})`, not to `{params[j]}`"
    return None


def passed(line: str, definitions: Sequence[str]) -> Iterator[tuple[str, list[str], list[str], list[str]]]:
    """The line's calls of the functions these `definitions` open, an argument for each parameter: the function's
    name, its parameters as written, the arguments and the parameters they go to (not `self`, `&mut self`)."""
    text = code_only(line)
    index = _indexed(tuple(definitions))
    for call in _CALLED.finditer(text):  # only the functions the line calls: a change adding 2,000 stays linear
        for listed, params in index.get(call[1], ()):
            args = listed_items(text, call.end())
            if args is not None and len(args) == len(params):
                yield call[1], listed, args, params


_CALLED = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*)\s*\(")


@lru_cache(maxsize=8)
def _indexed(definitions: tuple[str, ...]) -> dict[str, list[tuple[list[str], list[str]]]]:
    """The functions the definitions open, by name: each one's parameters as written, and those a call passes (not
    `self`, `&mut self`)."""
    index: dict[str, list[tuple[list[str], list[str]]]] = {}
    for definition in definitions:
        name = defined_name(definition) or prototype(definition)
        if name == "use":
            continue  # PHP's closure `function ($x) use ($a, $b) {`: its `use` list names no function, nor is called
        head = re.search(rf"(?<![\w$]){re.escape(name)}\s*(?:<[^()]*>)?\s*\(", definition) if name else None
        listed = _templates(listed_items(definition, head.end()) or []) if head else None
        if name and listed is not None:
            params = kept(listed) if _GO_HEAD.match(definition) else [_c_name(p) for p in kept(listed)]
            index.setdefault(name, []).append((listed, params))
    return index


def kept(listed: list[str]) -> list[str]:
    """The parameters as written that a call passes (not `self`, `&mut self`)."""
    return [p for p in listed if not RECEIVER.fullmatch(p.split(":")[0])]


def across(args: list[str], params: list[str], typed: list[str] | None = None) -> tuple[int, int] | None:
    """Two arguments each named exactly as the other's parameter (`jump.gate(), startGate` to `int startGate, int
    gate`: `startGate` shares a word with `gate` too; not `a`, `b`, as Euclid's `gcd(b, a % b)` passes them); else an
    argument (i) named after another parameter (j) and not after its own, whose place's argument is not named after
    its parameter either (nor, given the parameters as `typed`, after its type: `FFC_VALUE_KIND_DOUBLE` to
    `ffc_value_kind vk`)."""
    exact, named = [value_name(a).lower() for a in args], [_ident(param_name(p)) for p in params]
    for i, j in ((i, j) for i in range(len(args)) for j in range(len(args)) if i != j):
        if len(exact[i]) >= 3 and exact[i] != named[i] and exact[i] == named[j] and exact[j] == named[i]:
            return i, j
    aw = [_words(a) for a in args]
    pw = [_words(param_name(p)) for p in params]
    own = [w | _words(t.split("=")[0]) for w, t in zip(pw, typed, strict=True)] if typed else pw
    for i, words in enumerate(aw):
        if words & own[i]:
            continue
        for j in range(len(params)):
            if j != i and words & pw[j] and not aw[j] & own[j]:
                return i, j
    return None


def named_for(arg: str, param: str) -> bool:
    """The argument is named for the parameter outright: its value's name is the parameter's (`site.Lon` for `lon`),
    or holds every word of it (`initialMcPct` for `mcPct`), not merely one (`goPath` for `path`, `prefix`)."""
    name, words = _ident(param_name(param)), _words(param_name(param))
    return value_name(arg).lower() == name or (bool(words) and words <= _words(value_name(arg)))


def param_name(param: str) -> str:
    """A parameter's name as written: before its `:` type (Python, TypeScript, Rust), its `$name` (PHP), else its
    words less a default value (`long worked`, `worked int64`: the type's words are dropped by _words); a Go name
    before its own type (`got itemType`: `got`), a lowercase word no C or Java type starts with (not `size_t n`)."""
    text = param.split("=")[0]
    if m := re.search(r"\$(\w+)", text):
        return m[1]
    if ":" in text and "::" not in text:
        return text.split(":")[0]
    if (go := _GO_PARAM.fullmatch(text)) and go[1] not in _NOT_NAMES | _C_WORDS and not go[1].endswith("_t"):
        return go[1]
    return text


def _c_name(param: str) -> str:
    """A C-family parameter (`store *s`, `const sounding_table *t`, `int xs[]`) by its name alone, the last name
    before a default or an array's brackets: its type's words are no name of the value (a Go head keeps `got
    itemType`, whose name comes first; a parameter typed with `:` or named with `$` is read as it is)."""
    if ":" in param.replace("::", "") or "$" in param:
        return param
    names = re.findall(r"[A-Za-z_]\w*", param.split("=")[0].split("[")[0])
    return names[-1] if names else param


_GO_HEAD = re.compile(r"\s*func\b")
# `got itemType`, `w *bufio.Writer`, `v interface{}`
_GO_PARAM = re.compile(r"\s*([a-z_]\w*)\s+[*\[\]]*(?:\w+\.)?[A-Za-z_]\w*(?:\{\})?\s*")
_C_WORDS = frozenset("struct enum union volatile register auto static extern".split())


def value_name(arg: str) -> str:
    """The name an argument's value goes by, as written, when it is a name or a field read as it is (`jump.gate()`:
    `gate`; `$batch->thicknessMm`: `thicknessMm`; `*end`: `end`), else "" (a literal, an expression)."""
    m = _VALUE.fullmatch(arg)
    return m[1] if m else ""


_VALUE = re.compile(r"\s*[&*]*\$?(?:[\w$]+\s*(?:\(\))?\s*(?:\.|->|::)\s*)*([A-Za-z_$][\w$]*)\s*(?:\(\))?\s*")


def _ident(text: str) -> str:
    """The last name in a parameter's name as written (`int startGate`: `startgate`), lower-cased."""
    names = re.findall(r"[A-Za-z_$][\w$]*", text)
    return names[-1].lower() if names else ""


def _words(text: str) -> set[str]:
    return {w.lower() for w in _WORD.findall(text) if len(w) >= 3} - _NOT_NAMES


def listed_items(text: str, start: int) -> list[str] | None:
    """The comma-separated items between the bracket opened before `start` and the one closing it (None: it does not
    close on this text)."""
    items, depth, item = [], 1, ""
    for ch in text[start:]:
        depth += {"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0)
        if depth == 0:
            items.append(item.strip())
            return [i for i in items if i] if any(items) else []
        if ch == "," and depth == 1:
            items.append(item.strip())
            item = ""
        else:
            item += ch
    return None


# a C or C++ header's declaration, every parameter typed: `Fount(std::string series, double bodyPt, double setPt);`
_PROTOTYPE = re.compile(
    r"^\s*(?!(?:return|throw|co_return|delete|new|else|case|goto)\b)(?:[\w:<>*&]+\s+)*[*&]?([A-Za-z_]\w*)\s*"
    r"\((.+)\)\s*(?:const\s*)?(?:override\s*)?;\s*$"
)
_TYPED = re.compile(r"(?:const\s+)?[\w:]+(?:<[^()]*>)?[\s*&]+[*&]?[A-Za-z_]\w*(?:\s*=\s*[^,]+)?")


def prototype(line: str) -> str | None:
    """The name a header line declares with every parameter typed (`double bodyPt`), not a call (`f(a, b);`)."""
    m = _PROTOTYPE.match(line)
    params = _templates(listed_items(line, line.index("(", m.start(1)) + 1) or []) if m else []
    return m[1] if m and params and all(_TYPED.fullmatch(p) for p in params) else None


def _templates(items: list[str]) -> list[str]:
    """Items split inside a template's angle brackets joined again (`std::map<char`, `int> units`)."""
    out: list[str] = []
    for item in items:
        if out and out[-1].count("<") > out[-1].count(">"):
            out[-1] += ", " + item
        else:
            out.append(item)
    return out
