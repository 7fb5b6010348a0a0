"""What the failure's own words tell the offline model: the identifiers and values its message names, and
whether it is a type, build or compile error naming a symbol (whose changed declaration is then the suspect)."""

from __future__ import annotations

import re

from diagbot.logs.types import Failure

_WORD = re.compile(r"(?<![\w$.])-?\d+(?:\.\d+)?(?![\w.])|[A-Za-z_$][\w$]*")
PLAIN_WORDS = frozenset(
    """
    assert assertion assertionerror error errors exception failed failure fail fails expected expect actual received
    got want wanted but was were is are be to the a an of in on at for and or not no with from by as it this that
    true false null nil none undefined nan equal equals strictly deep deeply values value left right should
    type types cannot can find found could does did has have had instead than line col column file test tests
    panic index out range message diff result returned return new old string number int float bool argument
    arguments expects aka long unsigned signed char double void const any bigint unknown never boolean symbol
    """.split()
)
# a type, build or compile error: tsc (any `TS2345:`), rustc, javac, go build, mypy, python's missing attribute, a JS
# call of a non-function
_COMPILE = re.compile(
    r"\bundefined(?::| reference| \(type| method| local variable| name| variable| symbol)"
    r"|cannot find (?:symbol|value|name|type|function|module)"
    r"|mismatched types|has no attribute|is not a function|not assignable to|has no (?:field|method|member)"
    r"|no (?:field|method|member|function) named|incompatible (?:item |return value |default )?types?\b|cannot use"
    r"|undeclared|not found in this scope|unsupported operand types for"  # mypy's; Python's own says `type(s) for`
    r"|unresolved (?:reference|import)|does not exist on type|is not defined|cannot be applied"
    r"|too (?:many|few) arguments|is possibly '(?:undefined|null)'|\bTS\d{4,5}:",
    re.IGNORECASE,
)
_NAMED = re.compile(r"['\"`\u2018]([A-Za-z_$][\w$.:]*)['\"`\u2019]|\bundefined:\s*([A-Za-z_$][\w$.]*)")


def failure_words(message: str) -> frozenset[str]:
    """The identifiers (3 chars or more, not plain words) and multi-digit numbers the failure's message names."""
    found = set()
    for w in _WORD.findall(message):
        digits = w.lstrip("-").replace(".", "")
        if digits.isdigit():
            if len(digits) >= 2:
                found.add(w.lstrip("-"))
        elif len(w) >= 3 and w.lower() not in PLAIN_WORDS and not w.endswith(("Error", "Exception")):
            found.add(w)
    return frozenset(found)


def said_in(text: str, words: frozenset[str]) -> int:
    """How many of the failure's words a line of code says, as a name or a member (`report.powder_days`)."""
    return sum(1 for w in words if re.search(rf"(?<![\w$]){re.escape(w)}(?![\w$])", text))


def is_compile_error(message: str) -> bool:
    """A type, build or compile error (the code does not build or a name does not resolve), not a wrong value."""
    return bool(_COMPILE.search(message))


def runs(fail: Failure | None) -> bool:
    """The failure is the code's, run: a failing test, or a check or crash the log names no test for (`FAIL:
    score_line(...): got 200, want 300` from a project's own test binary); not a build or type error."""
    return fail is not None and (bool(fail.test) or not is_compile_error(fail.message))


def compile_symbols(message: str) -> list[str]:
    """The symbols a type, build or compile error names (quoted, or after go's `undefined:`), last part first
    kept whole: `'Money.total'` → `total`; none when the message is no such error."""
    if not is_compile_error(message):
        return []
    names = [next(g for g in m.groups() if g) for m in _NAMED.finditer(message)]
    tails = [re.split(r"[.:]+", n)[-1] for n in names]
    return list(dict.fromkeys(t for t in tails if len(t) > 2 and t.lower() not in _NOT_SYMBOLS))


# mypy quotes Python's builtin types (`"str"`): no symbol of the project's
_NOT_SYMBOLS = PLAIN_WORDS | frozenset("str bytes list dict tuple set frozenset object complex".split())


def generic_types(message: str) -> list[str]:
    """The types a quoted generic type in a compile error takes (`'Record<Grade, number>'` → `Grade`, then
    `Record`): a changed declaration of one may be what no longer fits."""
    if not is_compile_error(message):
        return []
    found = [t for m in _GENERIC.finditer(message) for t in _type_names(m[1])]
    return list(dict.fromkeys(t for t in found if len(t) > 2 and t.lower() not in PLAIN_WORDS))


_GENERIC = re.compile(r"['`\u2018]([A-Za-z_$][\w$.:]*\s*<[^'`\u2019]*>)['`\u2019]")  # `'Map<string, Booking>'`


def _type_names(text: str) -> list[str]:
    """The type names a generic type says, its arguments (innermost first) before the types holding them."""
    found = [(-text.count("<", 0, m.start()), m[1]) for m in re.finditer(r"([A-Za-z_$][\w$]*)(?![\w$.:])", text)]
    return [name for _, name in sorted(found, key=lambda x: x[0])]


_IDENT = re.compile(r"(\.)?\b([A-Za-z_$][\w$]*)\b(?!\s*\()")


def named_in_line(text: str) -> list[str]:
    """The names a line of code uses that are not calls, a member (`config.port` → port) before a plain name."""
    found = [(not dot, name) for dot, name in _IDENT.findall(text) if len(name) > 2 and name.lower() not in PLAIN_WORDS]
    return list(dict.fromkeys(name for _, name in sorted(found, key=lambda x: x[0])))


def declarations_of(names: list[str]) -> str:
    """A regex for a line declaring one of `names`: a type, function or variable keyword, a typed field (`port:
    number`, `unit_cost: float`, `Port string`, `double rate;`), a module-level assignment (`RATES = {`)."""
    n = "(" + "|".join(map(re.escape, names)) + ")"
    return (
        rf"\b(class|interface|type|struct|enum|trait|def|func|fn|function|const|let|var|val)\s+(\([^)]*\)\s*)?{n}\b"
        rf"|^\s*((readonly|pub|public|private|protected|static|final|export)\s+)*{n}\??\s*:(?!:)"
        rf"|^\s*{n}\s+\*?[\w\[\].]+\s*(`.*`)?$|^\s*(\w[\w<>\[\],.]*\s+)+{n}\s*(;|=[^=])|^{n}\s*(:[^=]+)?=[^=]"
    )
