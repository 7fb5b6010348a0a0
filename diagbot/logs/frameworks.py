"""Per-framework failure blocks: a header line, the lines under it, and where in them the location and message are."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Say = Callable[[re.Match[str], list[str], "re.Match[str] | None"], "str | None"]
Title = Callable[[str, list[str]], "tuple[str, list[str]] | None"]

PY = r"[^\s:\"'()]+\.pyi?"
JS = r"[^\s:\"'()]+\.(?:[cm]?[jt]sx?|vue|svelte)"
LIMIT = 200
_STOP = re.compile(r"^\s*(?:at |Stack Trace:|stack backtrace:|note: |\u276f |# \./|>?\s*\d+\s*\||/?[\w./\\-]+:\d+$)")
_SKIP = re.compile(
    r"^\s*(?:Error Message:|---|\+\+\+|@@|\(compared using|[-+] (?:Expected|Received|Snapshot)\b"
    r"|[+-] (?:expected|actual) [+-]|\^|~+$)"
)
_E_NOISE = re.compile(r"^(?:$|Full diff:|Use -v|Omitting \d+ identical)")
_JS_FRAME = re.compile(rf"(?:\(|^\s*at )(?:file://)?(?P<path>{JS}):(?P<line>\d+)")
_JAVA_FRAME = re.compile(
    r"^\s*at (?!(?:java|javax|jdk|sun|kotlin|kotlinx|scala|junit|org\.junit|org\.opentest4j|org\.assertj|org\.hamcrest|"
    r"org\.mockito|org\.testng|org\.gradle|org\.apache\.maven|worker\.org\.gradle)\.)"
    r"(?P<pkg>(?:[a-z_]\w*\.)*)[\w$]+\.[\w$<>]+\((?P<path>[\w$]+\.(?:java|kt|scala|groovy)):(?P<line>\d+)\)"
)
_JAVA_SHORT = re.compile(r" at (?P<path>[\w$]+\.(?:java|kt|scala|groovy)):(?P<line>\d+)$")
FRAME = re.compile(r'^\s*File "(?P<path>[^"]+)", line (?P<line>\d+)')
_LABEL = re.compile(r"^\s*\d*\s*\|.*?\^+ (?P<label>\S.*)$")
_ARROW = re.compile(r"^\s*--> (?P<path>[^\s:]+):(?P<line>\d+):\d+$")


def one_line(lead: str, details: Sequence[str] = ()) -> str:
    """`lead (detail, detail)` with whitespace collapsed, cut to LIMIT chars."""
    text = " ".join(lead.split())
    if details:
        text = f"{text.rstrip(':')} ({', '.join(' '.join(d.split()) for d in details)})"
    return text if len(text) <= LIMIT else text[: LIMIT - 3] + "..."


def _glued(lines: Sequence[str]) -> list[str]:
    """Meaningful lines, a line ending in ':' joined with the next (`Error:` + `1 !== 0`)."""
    out: list[str] = []
    for raw in lines:
        text = raw.strip()
        if not text or _SKIP.match(raw):
            continue
        if out and out[-1].endswith(":") and not out[-1].startswith("Failure/Error"):
            out[-1] = f"{out[-1]} {text}"
        else:
            out.append(text)
    return out


def lead(m: re.Match[str], body: list[str], loc: re.Match[str] | None, details: int = 3) -> str | None:
    """The first meaningful line of the block, then a few more as details, up to a stack or code frame."""
    head = [m["msg"]] if "msg" in m.groupdict() and m["msg"] else []
    until = next((i for i, t in enumerate(body) if _STOP.match(t)), len(body))
    found = _glued(head + body[:until])
    return one_line(found[0], found[1 : 1 + details]) if found else None


def _pytest(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The `E   ` lines of a pytest failure section, prefixed with the exception type when they lack it."""
    errors = [e for t in body if t.startswith("E ") and not _E_NOISE.match(e := t[1:].strip().lstrip("+").strip())]
    exc = loc.groupdict().get("exc") if loc else None
    if not errors:
        return exc
    first = errors[0]
    if exc and first.split(":")[0].split(".")[-1] != exc.split(".")[-1]:
        first = f"{exc}: {first}"
    return one_line(first, _glued(errors[1:])[:2])


def python_exception(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The last unindented line of a traceback: the exception and its text."""
    lines = [
        t for t in body if t.strip() and not t[0].isspace() and not re.match(r"Traceback|-{5,}|During|The above", t)
    ]
    return one_line(lines[-1]) if lines else None


def _tap(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """node:test/TAP YAML: `name: error (expected: .., actual: ..)`; "" for parents of failed subtests."""
    fields: dict[str, list[str]] = {}
    key, indent = "", 0
    for text in body:
        k = re.match(r"^(\s*)(\w+): ?(.*)$", text)
        if k and (not key or len(k[1]) <= indent):
            key, indent = k[2], len(k[1])
            fields[key] = [] if k[3] in ("|-", "|", ">-", ">", "") else [k[3]]
        elif key and text.strip():
            fields[key].append(text.strip())
    if [v.strip("'\"") for v in fields.get("failureType", [])] == ["subtestsFailed"]:
        return ""
    name = (fields.get("name") or [""])[0].strip("'\"")
    error = next((v[0].strip("'\"") for k in ("error", "message") if (v := fields.get(k))), "")
    text = f"{name}: {error}" if name and error and not error.startswith(name) else error or name
    details = [f"{k}: {fields[k][0]}" for k in ("expected", "actual") if fields.get(k)]
    text = text or (m["test"] if details else "")
    if not text:  # Test::More explains in comments: `#   Failed test 'x'`, `#   at t/x.t line 8.`, got/expected
        said = [t.strip().lstrip("#") for t in body if t.strip().startswith("#") and not _PERL_AT.match(t)]
        return _first([c for c in said if not c.strip().startswith("Looks like")], 2)
    return one_line(text, details)


def _cargo(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    return lead(m, body, loc, details=4)


def _coded(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """rustc: `error[E0308]: mismatched types (expected `u64`, found `u32`)`, the label under the caret as detail."""
    labels = [x["label"] for t in body if (x := _LABEL.match(t))][:1]
    return one_line(f"error[{m['code']}]: {m['msg']}" if m["code"] else f"error: {m['msg']}", labels)


def _ruff(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    return one_line(f"{m['code']} {m['msg']}")


def _first(lines: Sequence[str], details: int) -> str | None:
    """The first non-blank line, with up to `details` more as details."""
    said = [t.strip() for t in lines if t.strip()]
    return one_line(said[0], said[1 : 1 + details]) if said else None


def _paragraph(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The block's first paragraph (the stack follows a blank line): dart's `Expected: <4>` / `Actual: <3>`."""
    until = next((i for i, t in enumerate(body) if i and not t.strip()), len(body))
    return _first(body[:until], 2)


def _exunit(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """ExUnit: the assertion or `** (Error)` line, then code/left/right, up to the stacktrace."""
    until = next((i for i, t in enumerate(body) if t.strip() == "stacktrace:"), len(body))
    return _first([t for t in body[:until] if not _EX_WHERE.match(t)], 3)


def _prefixed(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A block whose lines carry the tool's prefix (`[info]   `, `[error] `): said without it."""
    lines = [_TOOL_PREFIX.sub("", t) for t in body]
    head = m["msg"] if "msg" in m.groupdict() and m["msg"] else None
    found = _glued(([head] if head else []) + [t for t in lines if not re.match(r"^\s*\^\s*$", t)])
    found = [re.sub(r"\s*\([\w$]+\.scala:\d+\)$", "", t) for t in found]
    return one_line(found[0], found[1:3]) if found else None


def _raised(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    return one_line(f"** ({m['exc']}) {m['msg']}")


def _raised_rb(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A Ruby error: its message lines, up to the backtrace."""
    until = next((i for i, t in enumerate(body) if _RB_FRAME.match(t)), len(body))
    return _first(body[:until], 2)


def _gtest(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """GoogleTest: what follows `file:line: Failure` (`Expected equality of these values: ...`)."""
    start = next((i + 1 for i, t in enumerate(body) if _GTEST_WHERE.match(t)), 0)
    return _first(body[start:], 4)


def mocha_title(first: str, body: list[str]) -> tuple[str, list[str]] | None:
    """Mocha prints a failure's suite path over lines indented deeper and deeper, the last ending in ':'."""
    parts, indent = [first.strip()], 0
    for i in range(7):
        if parts[-1].endswith(":"):
            return None if any(p.startswith("Failure/Error") for p in parts) else (" ".join(parts)[:-1], body[i:])
        deeper = len(body[i]) - len(body[i].lstrip()) if i < len(body) and body[i].strip() else 0
        if deeper <= indent:
            return None
        parts.append(body[i].strip())
        indent = deeper
    return None


@dataclass(frozen=True)
class Block:
    """A failure block: where it starts and ends, where its location is, and how to say its message."""

    framework: str
    header: re.Pattern[str]
    end: re.Pattern[str]
    where: tuple[re.Pattern[str], ...] = ()
    say: Say = lead
    requires: re.Pattern[str] | None = None
    innermost: bool = False
    context: re.Pattern[str] | None = None
    title: Title | None = None
    span: int = 80


def _b(framework: str, header: str, end: str, where: tuple[re.Pattern[str], ...] = (), **kw: Any) -> Block:
    return Block(framework, re.compile(header), re.compile(end), where, **kw)


_JAVA_END = r"^\s*$|^\[(?:INFO|ERROR|WARNING)\]"
_EX_WHERE = re.compile(r"^\s+(?P<path>[^\s:()]+\.exs?):(?P<line>\d+)$")
_EX_FRAME = re.compile(r"^\s+(?P<path>[^\s:()]+\.exs?):(?P<line>\d+): ")  # app frames; `(elixir 1.9) lib/..` are not
_TOOL_PREFIX = re.compile(r"^\[(?:info|error)\] ?")
_PERL_AT = re.compile(r"^\s*#\s+at (?P<path>\S+) line (?P<line>\d+)\.?$")
_GTEST_WHERE = re.compile(r"^(?P<path>[^\s:]+\.\w+):(?P<line>\d+): Failure$")
_XC_WHERE = re.compile(r"^\s+(?P<path>/?[^\s:]+\.(?:swift|mm?)):(?P<line>\d+)$")
_RB_FRAME = re.compile(r"^\s+(?P<path>[^\s:]+\.rb):(?P<line>\d+):in ")
BLOCKS: tuple[Block, ...] = (
    _b(
        "pytest",
        r"^_{3,} (?:ERROR (?:at (?:setup|teardown) of|collecting) )?(?P<test>\S.*?) _{3,}$",
        r"^={5,}|^-{5,} Captured ",
        (
            re.compile(rf"^(?P<path>{PY}):(?P<line>\d+): (?P<exc>[\w.]+)$"),
            re.compile(rf"^(?P<path>{PY}):(?P<line>\d+): in "),
        ),
        say=_pytest,
        innermost=True,
        span=400,
    ),
    _b(
        "unittest",
        r"^(?:FAIL|ERROR): (?P<test>\w+) \((?P<cls>[\w.]+)\)",
        r"^={20,}|^Ran \d+ test",
        (FRAME,),
        say=python_exception,
        innermost=True,
    ),
    _b(
        "cargo",
        r"^thread '(?P<test>[^']+)'(?: \(\d+\))? panicked at (?:'(?P<msg>.*)', )?(?P<path>[^\s:]+\.rs):(?P<line>\d+)",
        r"^(?:note: |stack backtrace:|---- |failures:|\s*$)",
        say=_cargo,
    ),
    _b(
        "rustc",
        r"^error(?:\[(?P<code>E\d+)\])?: (?P<msg>.+)$",
        r"^\s*$",
        (_ARROW,),
        say=_coded,
        requires=_ARROW,
        span=12,
    ),
    _b("ruff", r"^(?P<code>[A-Z]{1,4}\d{3,4}) (?P<msg>.+)$", r"^\s*$", (_ARROW,), say=_ruff, requires=_ARROW, span=3),
    _b(
        "tap",
        r"^\s*not ok \d+ -? ?(?P<test>.+?)(?:\s+#.*)?$",
        r"^\s*\.\.\.\s*$|^\s*(?:not )?ok \d+|^\s*# Subtest",
        (
            _JS_FRAME,
            re.compile(r"^\s*location: '(?:file://)?(?P<path>[^']+?):(?P<line>\d+):\d+'"),
            _PERL_AT,
        ),
        say=_tap,
    ),
    _b(
        "jest",
        r"^\s*● (?P<test>(?!Console\b).+?)\s*$",
        r"^\s*● |^(?:PASS|FAIL) |^Test Suites:",
        (_JS_FRAME, re.compile(r"^\s*> (?P<line>\d+) \|")),
        context=re.compile(rf"^\s*FAIL\s+(?P<path>{JS})(?:\s+\(.*\))?$"),
    ),
    _b(
        "vitest",
        rf"^\s*FAIL\s+(?P<path>{JS})\s+>\s+(?P<test>.+?)\s*$",
        r"^\s*\u23af|^\s*FAIL\s",
        (re.compile(rf"\u276f (?P<path>{JS}):(?P<line>\d+):\d+"), _JS_FRAME),
    ),
    _b(
        "node",
        r"^\s*\u2716 (?P<test>(?!failing tests:|\d+ problems?).+?)(?: \([\d.]+m?s\))?$",
        r"^\s*(?:\u2716|\u2714|\u2139|\u25b6) |^test at |^\S",
        (_JS_FRAME,),
        requires=re.compile(r"^\s+\S"),
    ),
    _b("mocha", r"^ {2}\d+\) (?P<test>\S.*)$", r"^ {2}\d+\) |^npm ", (_JS_FRAME,), title=mocha_title),
    _b(
        "rspec",
        r"^\s*\d+\) (?P<test>.+)$",
        r"^\s*\d+\) |^Finished in |^Failed examples:",
        (re.compile(r"^\s*# (?P<path>\./[^\s:]+):(?P<line>\d+)"),),
        requires=re.compile(r"^\s*Failure/Error:"),
    ),
    _b(
        "phpunit",
        r"^\d+\) (?P<cls>[\w\\]+)::(?P<test>\w+)",
        r"^\d+\) |^(?:FAILURES|ERRORS)!|^There (?:was|were) ",
        (re.compile(r"^(?P<path>\S+\.php):(?P<line>\d+)$"),),
    ),
    _b(
        "dotnet",
        r"^\s*(?:[Ff]ailed|X) (?P<test>[\w.+`<>]+(?:\(.*\))?) (?:\[[\d.< ]+m?s\]|\([\d.]+m?s\))$",
        r"^\s*$|^Failed!|^Total tests",
        (re.compile(r" in (?P<path>\S+\.(?:cs|fs|vb)):line (?P<line>\d+)"),),
    ),
    _b(
        "maven",
        r"^(?:\[ERROR\] )?(?P<test>\w+)\((?P<cls>[\w.$]+)\)\s+(?:-- )?(?:Time elapsed.*)?<<< (?:FAILURE|ERROR)!",
        _JAVA_END,
        (_JAVA_FRAME,),
    ),
    _b(
        "maven",
        r"^(?:\[ERROR\] )?(?P<cls>[\w.$]+)\.(?P<test>\w+)(?:\(\))?\s+(?:-- )?(?:Time elapsed.*)?<<< (?:FAILURE|ERROR)!",
        _JAVA_END,
        (_JAVA_FRAME,),
    ),
    _b("maven", r"^\[ERROR\] (?P<path>[^\s\[]+\.(?:java|kt|scala)):\[(?P<line>\d+),\d+\] (?P<msg>.+)$", r"^\S", span=4),
    _b("gradle", r"^(?P<cls>[\w.$]+) > (?P<test>.+) FAILED$", r"^\s*$", (_JAVA_FRAME, _JAVA_SHORT)),
    _b(
        "exunit",
        r"^\s*\d+\) (?:test|doctest|property) (?P<test>.+?) \((?P<cls>[A-Z][\w.]*)\)$",
        r"^\s*$|^\s*\d+\) ",
        (_EX_WHERE, _EX_FRAME),
        say=_exunit,
    ),
    _b(  # an uncaught Elixir exception: `** (RuntimeError) ...` over its stacktrace
        "elixir",
        r"^\*\* \((?P<exc>[\w.]+)\) (?:(?:\(for doctest at\) )?(?P<path>[^\s:()]+\.exs?):(?P<line>\d+): )?(?P<msg>.+)$",
        r"^\S",
        (_EX_FRAME,),
        say=_raised,
        span=30,
    ),
    _b(  # GHC (and compilers like it): `src/Foo.hs:31:1: error:` with the message indented under it
        "ghc",
        r"^(?P<path>[^\s:]+\.\w+):(?P<line>\d+):\d+(?:-\d+)?: error:(?: \[[\w-]+\])?\s*$",
        r"^\S",
        span=20,
    ),
    _b(
        "minitest",
        r"^(?P<cls>[A-Z][\w:]*)#(?P<test>\w+) \[(?P<path>[^\s\]]+\.rb):(?P<line>\d+)\]:?$",
        r"^\s*$|^(?:bin/)?rails test ",
        span=40,
    ),
    _b("minitest", r"^(?P<cls>[A-Z][\w:]*)#(?P<test>\w+):$", r"^\s*$", (_RB_FRAME,), say=_raised_rb, span=40),
    _b(
        "scalatest",
        r"^(?:\[info\] )?- (?P<test>.+?) \*\*\* FAILED \*\*\*$",
        r"^\[info\] (?:- |\S)|^(?!\[info\])(?:- |\S)",
        (re.compile(r"\((?P<path>[\w$]+\.scala):(?P<line>\d+)\)$"),),
        say=_prefixed,
        span=20,
    ),
    _b(
        "sbt",
        r"^\[error\] (?P<path>\S+\.(?:scala|java|sbt)):(?P<line>\d+):(?:\d+:)? (?P<msg>.+)$",
        r"^\[error\] (?!\s)\S|^(?!\[error\])",
        say=_prefixed,
        span=10,
    ),
    _b(  # xcpretty's failure summary: the test and message, then its location a blank line below
        "xcpretty",
        r"^ {2}(?P<test>[a-z_]\w*), (?P<msg>\S.*)$",
        r"^\S|^ {2}[a-z_]\w*, ",
        (_XC_WHERE,),
        requires=_XC_WHERE,
        span=4,
    ),
    _b(
        "gtest",
        r"^\[ RUN      \] (?P<test>[\w/.]+)$",
        r"^\[\s+(?:OK|FAILED|SKIPPED)\s+\]|^\[ RUN ",
        (_GTEST_WHERE,),
        say=_gtest,
        requires=_GTEST_WHERE,
        span=60,
    ),
    _b(  # testthat 3
        "testthat",
        r"^── (?:Failure|Error) \((?P<path>[^\s:()]+\.[Rr]):(?P<line>\d+)(?::\d+)?\): (?P<test>.+?) ─*$",
        r"^─{5,}|^══|^── ",
        span=40,
    ),
    _b(  # testthat 2
        "testthat",
        r"^(?P<path>[^\s:()]+\.[Rr]):(?P<line>\d+): (?:failure|error): (?P<test>.+)$",
        r"^\s*$|^[^\s:()]+\.[Rr]:\d+: ",
        span=40,
    ),
    _b(
        "julia",
        r"^(?:(?P<test>\S.*?): )?Test Failed at (?P<path>\S+\.jl):(?P<line>\d+)$",
        r"^\S|^Stacktrace:",
        span=20,
    ),
    _b(
        "dart",
        r"^\d+:\d+ \+\d+(?: ~\d+)? -\d+: (?:(?P<path>\S+\.dart): )?(?P<test>.+?) \[E\]$",
        r"^\d+:\d+ \+\d+",
        (re.compile(r"^\s+(?P<path>(?!package:)[\w./-]+\.dart) (?P<line>\d+):\d+\s"),),
        say=_paragraph,
        span=40,
    ),
    _b(
        "clojure.test",
        r"^(?:FAIL|ERROR) in \((?P<test>[^)]+)\) \((?P<path>[^\s:()]+\.clj[cs]?):(?P<line>\d+)\)$",
        r"^\s*$",
        span=20,
    ),
)
