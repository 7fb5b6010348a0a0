"""What the offline model reads in code: the function a line calls, the function a line sits in, how languages
define a function."""

from __future__ import annotations

import re

from diagbot.filekinds import TEST_START
from diagbot.offline.calls import (
    JS_FILE,
    assigned_call,
    called_bare,
    calls_on,
    chained_member,
    code_only,
    macro,
    members,
    statement,
    variables,
)
from diagbot.offline.constants import CONSTANT
from diagbot.offline.kinds import closes_only
from diagbot.offline.vocabulary import KEYWORDS


def definitions(symbol: str) -> tuple[str, ...]:
    """How languages define a function, most certain first: function keyword, type keyword (a call names a function
    before a type: `uuid.Variant()` is `func (u UUID) Variant()`, not `type Variant`), assigned function, typed
    method."""
    return definitions_of([symbol])


_MACRO = r"[A-Z][A-Z0-9_]*\([^()]*\)\s+"  # a C macro wrapping the return type: `CJSON_PUBLIC(cJSON *) cJSON_Parse(`


def definitions_of(symbols: list[str]) -> tuple[str, ...]:
    """definitions() of any of several functions."""
    s = re.escape(symbols[0]) if len(symbols) == 1 else "(" + "|".join(map(re.escape, symbols)) + ")"
    end = r"(?![\w?!])" if any(x.endswith(("?", "!")) for x in symbols) else r"\b"  # Ruby's `sound?`: no `\b` after
    return (
        rf"\b(def|function|func|fn|fun|sub)\s+(\([^)]*\)\s*)?(\w+\.)?{s}{end}",
        rf"\b(class|struct|interface|module|type)\s+{s}\b|\bmacro_rules!\s*{s}\b",
        rf"\b{s}\s*[:=]\s*(async\s+)?(function\b|\([^)]*\)[^=;]*=>)",
        # a typed definition: `int f(`, `std::vector<std::string> wrap(`, `char *name(`, `double Geo::distance(`
        rf"^\s*(?!(return|await|yield|if|elif|else|while|not|throw|raise|new)\b)(\w[\w<>\[\],:*&]*\s+|{_MACRO})*[*&]?(\w+::)*{s}"
        rf"\s*\([^)]*\)\s*(const\s*)?(\{{|throws\b|$)",
    )


_DEFINED = (  # a line defining a function, its name captured: keyword, assigned function, typed method
    re.compile(r"\b(?:def|function|func|fn|fun|sub)\s+(?:\([^)]*\)\s*)?(?:\w+\.)?([A-Za-z_$][\w$]*[?!]?|<=>)"),
    re.compile(r"\b([A-Za-z_$][\w$]*)\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)[^=;]*=>)"),
    re.compile(
        rf"^\s*(?!(?:return|await|yield|if|elif|else|while|for|switch|catch|not|throw|new)\b)(?:[\w<>\[\],:*&]+\s+|{_MACRO})*"
        r"[*&]?(?:\w+::)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::\s*[^=;{()]+?\s*)?(?:const\s*)?(?:\{|throws\b|$)"
    ),  # a TypeScript or Kotlin return type after the parameters: `isFree(desk: string): boolean {`
)


def enclosing(code: dict[int, str], focus: int) -> str | None:
    """The function whose definition is nearest above the focus line, within what was read."""
    for n in range(focus, min(code, default=focus) - 1, -1):
        for rx in _DEFINED:
            if (m := rx.search(code.get(n, ""))) and m[1] not in KEYWORDS:
                return m[1]
    return None


def defined_name(text: str) -> str | None:
    """The function or constant a line defines, else None; a bare call statement (`check(x)`) defines nothing, a
    method head without a type (`total() {`) does."""
    for rx in _DEFINED[:2]:
        if (m := rx.search(text)) and m[1] not in KEYWORDS:
            return m[1]
    typed = _DEFINED[2].search(text)
    typ = re.sub(r"(?:\w+::)+$", "", text[: typed.start(1)]).strip() if typed else ""  # `int Geo::`, not `Geo::`
    if typed and typed[1] not in KEYWORDS and (typ or _OPENS.match(text, typed.end(1))):
        return typed[1]
    return ((m := CONSTANT.search(text)) and m[1]) or None


_OPENS = re.compile(r"\s*\([^)]*\)\s*(?::\s*[^=;{()]+?\s*)?(?:const\s*)?(?:\{|throws\b)")  # a head's parameters,
# its return type if written after them, then its body or throws
_RESULTS = frozenset({"got", "actual", "have", "result"})  # the names tests give the value under test
_BARE_CALLS = re.compile(r"\.(rb|rake|cr)$")  # languages whose methods are called without brackets as a rule


def callee(code: dict[int, str], focus: int, test: str | None, path: str = "") -> str | None:
    """The function under test on the failing line (and the lines continuing its statement): the first call there
    that is not an assertion, a builtin nor a standard constructor (the member asked of a value it builds:
    `Quote.new(box).price`); else, in Ruby, a method it asks without brackets (`order.receipt`); else, when it only
    reads variables (`expect(result).toBe(3)`, `if got != want`), the call that assigned one of them further up the
    test; else a call just after the line (within the test), then just before. `path`: the test's file, for its
    language."""
    line = statement(code, focus)
    js = bool(JS_FILE.search(path))
    found: list[str | None] = [c for c in calls_on(line, js=js) if c != test]
    got = [v for v in variables(line) if v.lower() in _RESULTS]  # `t.Errorf("…", on.Format(…), got)`: the value
    found[:0] = [made] if got and (made := assigned_call(code, focus, got, test)) else []  # checked, made above
    if found and found[0] and _BARE_CALLS.search(path) and (asked := chained_member(line, found[0])):
        found.insert(0, asked)  # Ruby's `quote(stay).total`: a spec's helper builds it, the method asked is tested
    if not any(found) and _BARE_CALLS.search(path):  # `assert_equal "x", @report.to_text`: a method, no brackets
        found = list(members(line))
    found = found or [assigned_call(code, focus, variables(line) + called_bare(line), test)]
    if not any(found):
        found = [macro(line)]  # a test table's own macro: what it expands to calls the code
    after = []
    for n in range(focus + 1, focus + 6):  # the test's own next lines: not past its end into the next test
        if TEST_START.search(code.get(n, "")) or opens_function(code.get(n, "")):
            break
        after.append(n)
    for n in [*after, *range(focus - 1, focus - 4, -1)]:
        found += [c for c in calls_on(code.get(n, ""), js=js) if c != test]
    return next((c for c in found if c), None)


# a word of a head that is no type nor name: `if ok(x) {` (Go, Rust, Swift) and `} else if f(x) {` open no function
_NOT_FLOW = r"(?!(?:if|for|while|switch|catch|return|else|new|match|loop|unless|until|elsif|when|await|throw|case)\b)"
_STARTS = re.compile(  # a line that opens a function or class: where one function's span ends and the next begins
    r"^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:pub(?:\([^)]*\))?\s+)?"
    r"(?:(?:public|private|protected|internal|static|final|abstract|override|open|suspend|inline)\s+)*"  # PHP, Kotlin
    r'(?:(?:const|unsafe|async|extern(?:\s+"[^"]*")?)\s+)*'  # Rust's `pub const fn`, `unsafe extern "C" fn`
    r"(?:def|function|func|fn|fun|sub|class|impl)\b"
    r"|\b[A-Za-z_$][\w$]*\s*[:=]\s*(?:async\s+)?(?:function\b|\([^)]*\)[^=;]*=>)"
    rf"|^\s*(?:{_NOT_FLOW}[\w<>\[\],:*&]+\s+)+{_NOT_FLOW}[*&]?[A-Za-z_$][\w$:]*\s*\([^)]*\)"
    r"\s*(?:throws\b[^{]*)?\{\s*$"
)


_HEAD = re.compile(  # a typed function's head whose `{` opens the next line (C, C++, Java, C#, PHP): `int f(void)`
    r"^\s*(?:[\w<>\[\],*&:]+\s+)+[*&]?(?!(?:if|for|while|switch|catch|return|else|new|sizeof)\b)[A-Za-z_$][\w$:~]*"
    r"\s*\([^;{}]*\)\s*(?:const\b\s*)?(?:throws\b[^{;]*)?$"
)


_OPEN_HEAD = re.compile(  # a typed function's head whose parameters go on over the next lines: `int f(int a,`
    rf"^\s*(?:{_NOT_FLOW}[\w<>\[\],:*&]+\s+)+{_NOT_FLOW}[*&]?[A-Za-z_$][\w$:~]*\s*\([^;{{}}()]*,\s*$"
)


def starts_at(code: dict[int, str], n: int) -> bool:
    """Line n opens a function or class, its `{` on the same line or alone on the next one, after its parameters
    when they go on over the next lines (`int f(int a,` then `int b) {`)."""
    text, k = code.get(n, ""), n
    while _OPEN_HEAD.match(text) and k < n + 8 and ";" not in code.get(k + 1, ";"):  # 8 lines of parameters at most
        k += 1
        text += " " + code[k].strip()
    return bool(_STARTS.search(text)) or (bool(_HEAD.match(text)) and code.get(k + 1, "").strip() == "{")


def function_span(code: dict[int, str], focus: int) -> tuple[int, int]:
    """The lines of the function holding `focus`, as far as `code` shows them: from its definition to the line
    before the next one as shallow (a function defined inside it is part of it) or its closing line; the nearest
    definition above whose span holds the focus (else the nearest); (focus, focus) when none is in view above."""
    first = min(code, default=focus)
    spans = [(n, _end(code, n)) for n in range(focus, first - 1, -1) if starts_at(code, n)]
    return next((s for s in spans if s[1] >= focus), spans[0] if spans else (focus, focus))


def _end(code: dict[int, str], start: int) -> int:
    last, depth = max(code, default=start), indent(code.get(start, ""))
    block = bool(_BLOCK.match(code.get(start, "")))  # Python's: any statement as shallow ends it
    for n in range(start + 1, last + 1):
        text = code.get(n, "")
        if text.strip() and indent(text) <= depth and closes_only(text):
            return n
        if (starts_at(code, n) or (block and text.strip()[:1].isalpha())) and indent(text) <= depth:
            return max(i for i in range(start, n) if code.get(i, "").strip())  # not the blank lines after it
    return last


_BLOCK = re.compile(r"\s*(async\s+)?(def|class)\s+\w+.*(:|\(|,)\s*(#.*)?$")  # Python's: Ruby's has no `:`


def indent(text: str) -> int:
    """How far the line is indented."""
    return len(text) - len(text.lstrip())


def opens_function(text: str) -> bool:
    """The line opens a function or class (or a typed function's head whose parameters go on over the next lines)."""
    return bool(_STARTS.search(text) or _OPEN_HEAD.match(text))


def calls_in(code: dict[int, str], start: int, end: int, path: str = "") -> list[str]:
    """The functions lines start..end call, once each, in order (not keywords, builtins nor test helpers); `path`:
    the file's, for its language (calls_on)."""
    js = bool(JS_FILE.search(path))
    return list(dict.fromkeys(n for i in range(start + 1, end + 1) for n in calls_on(code.get(i, ""), js=js)))


def open_list(text: str) -> bool:
    """The line leaves a parameter list open: a signature going on over the next lines (`f(a,` then `b) {`)."""
    code = code_only(text)
    return code.count("(") > code.count(")")


def brace_next(parsed: list[tuple[str, str, str]], i: int) -> bool:
    """The row after row `i` on the new side (kept or added) is a lone opening brace: `i` heads a body."""
    return next((t.strip() for _, mark, t in parsed[i + 1 :] if mark != "-"), "") == "{"
