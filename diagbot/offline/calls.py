"""Which calls on a test's line are the code under test: not the assertion around it, not a builtin, not the
constructor of a standard type; and, when the line only compares a variable, the call that assigned it."""

from __future__ import annotations

import re

from diagbot.filekinds import TEST_START
from diagbot.offline.vocabulary import ASSERTION, ASSERTION_RECEIVERS, BUILTINS, KEYWORDS, METHODS, RETURNED, is_helper

_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]*(?:\?(?=\())?)\s*\(")  # Ruby's `sound?(x)`: a predicate
_RECEIVER = re.compile(r"([A-Za-z_$][\w$]*)?\s*(\.|::|->|\)\s*\.)\s*$")  # `x.`, `X::`, `$x->`, `f(..).`
_STRING = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`")
_INTERPOLATED = re.compile(r"(?<=\$\{)[^{}`]*(?=\})")  # a JavaScript template literal's `${...}`
_WORD = re.compile(r"(?<![\w$.:>])([A-Za-z_$][\w$]*)\b(?!\s*\()(?!!)")  # a bare name: not a member, call, macro
_ASSIGN = re.compile(r"(?<![=!<>])(?::=|\+=|-=|=)(?![=>])")  # `=`, `:=`: not `==`, `!=`, `<=`, `=>`

ERROR_TYPE = re.compile(r"^[A-Z]\w*(?:Error|Exception)$")  # an error's type, raised, never the behaviour under test
_RUNNER = frozenset("describe it test context specify".split())  # what opens a test, unless a check calls it
_MACRO = re.compile(r"^\s*([A-Za-z_]\w*)!\s*[(\[{]")  # a Rust macro invoked as the statement: `t!(...)`
_STD_MACROS = frozenset(
    "assert assert_eq assert_ne debug_assert debug_assert_eq debug_assert_ne vec format println print eprintln panic "
    "matches write writeln todo unimplemented unreachable dbg include_str concat stringify".split()
)
JS_FILE = re.compile(r"\.(m|c)?[jt]sx?$")
_NOT_VARIABLES = frozenset("self this nil null None True False true false undefined let const var mut t".split())


def code_only(line: str) -> str:
    """The line with its string literals emptied (a message's `Parse(%s)` is no call), but for the code a template
    literal interpolates (`${formatPace(s.pace)}`), which runs."""
    return _STRING.sub(lambda m: m[0][0] * 2 + "".join(f" ({x})" for x in _INTERPOLATED.findall(m[0])), line)


def statement(code: dict[int, str], focus: int) -> str:
    """The focus line and the lines that continue it until its brackets close (`t.Errorf(` then its arguments)."""
    lines, depth = [], 0
    for n in range(focus, focus + 6):
        text = code_only(code.get(n, ""))
        lines.append(text)
        depth += sum(text.count(c) for c in "([{") - sum(text.count(c) for c in ")]}")
        if depth <= 0:
            break
    return " ".join(lines)


def calls_on(line: str, *, js: bool = False) -> list[str]:
    """The functions a line calls, in order, that may be the code under test (not helpers, not `new X(`; a method
    called on what a call returns before that call: `flood().tidal_range(2)`); `js`: the line is JavaScript or
    TypeScript (is_helper)."""
    text, out = code_only(line), []
    for m in _CALL.finditer(text):
        before = text[: m.start()]
        if re.search(r"\bnew\s+(?:[\w$]+\.)*$", before) or ERROR_TYPE.search(m[1]):
            continue  # `new X(`, `ValueError(...)`: building a value or an error, not code that computes
        r = _RECEIVER.search(before)
        if m[1] in _RUNNER and not r and before.count("(") > before.count(")"):
            out.append(m[1])  # `assert.equal(describe(cron), ...)`: a runner's word inside a check is the project's
            continue
        name = _chained(text, m.end()) if m[1] == "new" or m[1][:1].isupper() else None
        asked = _chained_call(text, m.end())
        if name and not is_helper(name, None, member=True):
            out.append(name)  # `Quote.new(box).price`, `Parser(text).parse()`: the member asked of what was built
        elif not is_helper(m[1], r[1] if r else None, member=r is not None, js=js):
            if asked and not is_helper(asked, RETURNED, member=True):
                out.append(asked)  # `$this->calculator()->fineFor($loan)`: the method called on what a call built
            out.append(m[1])
    return list(dict.fromkeys(out))


def chained_member(line: str, name: str) -> str | None:
    """The member asked of what the call of `name` on the line returns (`quote(stay).total` → total), when it is
    no helper."""
    text = code_only(line)
    m = re.search(rf"(?<![\w$]){re.escape(name)}\s*\(", text)
    asked = _chained(text, m.end()) if m else None
    return asked if asked and not is_helper(asked, None, member=True) else None


_MEMBER = re.compile(r"\s*(?:\.|->)\s*([A-Za-z_$][\w$]*[?!]?)")


def _chained_call(text: str, start: int) -> str | None:
    """The method called on the value a call returns (`calculator()->fineFor(` → fineFor), not a member only read."""
    m = _member_after(text, start)
    return m[1] if m and text[m.end() :].lstrip().startswith("(") else None


def _chained(text: str, start: int) -> str | None:
    """The member read or called on the value a call returns: the name after its closing bracket's `.`."""
    m = _member_after(text, start)
    return m[1].rstrip("?!") if m else None


def _member_after(text: str, start: int) -> re.Match[str] | None:
    """The `.name` or `->name` right after the bracket that closes the call whose arguments start at `start`."""
    depth = 1
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return _MEMBER.match(text, i + 1)
    return None


_MEMBER_READ = re.compile(r"(?<=[\w$)\]])\s*(?:\.|->|::)\s*([A-Za-z_][\w$]*[?!]?)(?!\s*(?:[(\w$]|=(?!=)))")


def macro(line: str) -> str | None:
    """The project's own macro a line invokes as its statement (a test table's `t!(a => b);`), not a standard one."""
    m = _MACRO.match(code_only(line))
    return m[1] if m and m[1] not in _STD_MACROS else None


def members(line: str) -> list[str]:
    """The members a line reads without calling them with brackets (`@report.to_text`, `order.total`): in Ruby,
    Scala or a getter, what is asked of the code under test. Not an assertion's member (`.to.equal`)."""
    names = [m.rstrip("?!") for m in _MEMBER_READ.findall(code_only(line))]
    return [n for n in names if not is_helper(n, None, member=True) and n not in ASSERTION_RECEIVERS]


def standard_calls(line: str) -> list[str]:
    """The methods a line calls on a value of its own (`rates.split(minutes)`) under a standard value's method's name:
    the project's own when its definition is in view, else the string's or the list's."""
    text = code_only(line)
    found = re.findall(r"(?<=[\w$)\]])\s*(?:\.|->)\s*([A-Za-z_$][\w$]*)\s*\(", text)
    return [n for n in dict.fromkeys(found) if n in METHODS]


def variables(line: str) -> list[str]:
    """The bare names a line reads (not members, calls, keywords nor assertion vocabulary), once each."""
    names = [w for w in _WORD.findall(code_only(line)) if not is_helper(w) and w not in _NOT_VARIABLES]
    return list(dict.fromkeys(n for n in names if not n[0].isdigit()))


def called_bare(line: str) -> list[str]:
    """The names a line calls bare (`fn(input)`: no receiver), helpers and assertions too: one may be a function the
    test assigned to a variable above (`const fn = match(path)`)."""
    return list(dict.fromkeys(re.findall(r"(?<![\w$.])([A-Za-z_$][\w$]*)\s*\(", code_only(line))))


def assigned_call(code: dict[int, str], focus: int, names: list[str], skip: str | None) -> str | None:
    """Walking up from the line above `focus` to the test's first line: the call that assigns one of `names`."""
    if not names:
        return None
    wanted = re.compile(r"(?<![\w$.])(" + "|".join(map(re.escape, names)) + r")\b")
    for n in range(focus - 1, min(code, default=focus) - 1, -1):
        line = code_only(code.get(n, ""))
        m = _ASSIGN.search(line)
        if m and wanted.search(line[: m.start()]):
            found = (
                [c for c in calls_on(line[m.end() :]) if c != skip]
                or [
                    c  # a value is not assigned from an assertion: `const fn = match(path)` calls the project's `match`
                    for c in called_bare(line[m.end() :])
                    if c != skip and c not in KEYWORDS and c not in BUILTINS and not ASSERTION.match(c)
                ]
            )
            if found:
                return found[0]
        if TEST_START.search(line):
            return None
    return None
