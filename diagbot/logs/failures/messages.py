"""How a failure block's message is said: its first meaningful line and a few details, one line, capped. Each `say`
function takes the header match, the lines under it and the location match, and returns the message ("" drops the
block, None falls back to the header line)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from diagbot.logs.failures.diffs import capped, diff, quoted_whitespace, values_joined, visible_whitespace

Say = Callable[[re.Match[str], list[str], "re.Match[str] | None"], "str | None"]
Title = Callable[[str, list[str]], "tuple[str, list[str]] | None"]

LIMIT = 300
_STOP = re.compile(r"^\s*(?:at |Stack Trace:|stack backtrace:|note: |\u276f |# \./|>?\s*\d+\s*\||/?[\w./\\-]+:\d+$)")
_SKIP = re.compile(
    r"^\s*(?:Error Message:|---|\+\+\+|@@|\(compared using|[-+] (?:Expected|Received|Snapshot)\b(?!:)"
    r"|[+-] (?:expected|actual) [+-]|\^|~+$)"
)
_SIGNED_LABEL = re.compile(r"^[-+] (?=(?:Expected|Received):$)")
_E_NOISE = re.compile(r"^(?:$|Full diff:|Use -v|Omitting \d+ identical)")
_WHERE = re.compile(r"^\+\s+(?=where\b|and\b)")  # pytest's `+  where 20.0 = tax(100)` explains, it is no diff line
_LABEL = re.compile(r"^\s*\d*\s*\|.*?\^+ (?P<label>\S.*)$")
_TOOL_PREFIX = re.compile(r"^\[(?:info|error)\] ?")
# locations a message skips over; the block tables use them to find the location too
EX_WHERE = re.compile(r"^\s+(?P<path>[^\s:()]+\.exs?):(?P<line>\d+)$")
PERL_AT = re.compile(r"^\s*#\s+at (?P<path>\S+) line (?P<line>\d+)\.?$")
GTEST_WHERE = re.compile(r"^(?P<path>[^\s:]+\.\w+):(?P<line>\d+): Failure$")
RB_FRAME = re.compile(r"^\s+(?P<path>[^\s:]+\.rb):(?P<line>\d+):in ")
# minitest's test under its numbered `1) Failure:`: `CartTest#test_x [t/a.rb:3]:` (5), `test_x(CartTest):` (4)
_MINITEST_TEST = re.compile(r"^(?:[A-Z][\w:]*#\w.*|test_.*\([A-Z][\w:]*\))(?: \[\S+\])?:$")
_PY_FRAME = re.compile(r'^\s+File "')
_PY_END = re.compile(r"^(?:Traceback|During handling|The above exception|-{5,}|={5,})")
_NDIFF = re.compile(r"^[-+] ")  # ndiff's changed lines; not its `?` marks nor `  ` context
_VIM_AT = re.compile(r"\S line \d+: (?P<msg>.+)$")


def one_line(lead: str, details: Sequence[str] = ()) -> str:
    """`lead (detail, detail)` with whitespace collapsed, cut to LIMIT chars; two values that differ only in
    whitespace keep it, shown (`Expected: "a·b"`, `Actual: "a··b"`), as does a quoted value (`'a··b'`)."""
    lead, *details = (quoted_whitespace(t) for t in visible_whitespace([lead, *details]))
    text = " ".join(lead.split())
    if details:
        text = f"{text.rstrip(':')} ({', '.join(' '.join(d.split()).rstrip(',') for d in details)})"  # no `,,`
    return capped(text, LIMIT)


def _glued(lines: Sequence[str]) -> list[str]:
    """Meaningful lines, a line ending in ':' joined with the next (`Error:` + `1 !== 0`)."""
    out: list[str] = []
    for raw in lines:
        text = _SIGNED_LABEL.sub("", raw.strip())  # vitest's `- Expected:` over its value: `Expected: null`
        if not text or _SKIP.match(raw):
            continue
        if out and out[-1].endswith(":") and not out[-1].startswith("Failure/Error"):
            out[-1] = f"{out[-1]} {text}"
        elif out and out[-1].count('"') % 2:  # a string that goes on over lines (jest's `Received string: "a`)
            out[-1] = f"{out[-1]}\\n{text}"
        else:
            out.append(text)
    return out


def lead(m: re.Match[str], body: list[str], loc: re.Match[str] | None, details: int = 3) -> str | None:
    """The first meaningful line of the block, then a few more as details, up to a stack or code frame; a unified
    diff's legend and changed lines instead of the diff's lines."""
    head = [m["msg"]] if "msg" in m.groupdict() and m["msg"] else []
    until = next((i for i, t in enumerate(body) if _STOP.match(t)), len(body))
    changed = diff(body[:until])
    found = _glued(values_joined(head + body[: changed[0] if changed else until]))
    if changed:  # a diff that opens the block (minitest's `--- expected` / `+++ actual`) is the message itself
        return one_line(found[0], [*found[1:details], changed[1]]) if found else one_line(changed[1])
    return one_line(found[0], found[1 : 1 + details]) if found else None


def test_more(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """Test::More's comments under `#   Failed test 'x'`: what it got and expected, or what else it says."""
    said = [t.lstrip("#").strip() for t in body if t.startswith("#") and not PERL_AT.match(t)]
    said = [s for s in said if s and not s.startswith(("Looks like", "Failed test"))]
    return one_line(said[0], said[1:3]) if said else None


def pytest_section(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The `E   ` lines of a pytest failure section, prefixed with the exception type when they lack it."""
    errors = [e for t in body if t.startswith("E ") and not _E_NOISE.match(e := _WHERE.sub("", t[1:].strip()))]
    exc = loc.groupdict().get("exc") if loc else None
    if not errors:  # a doctest says what it expected and got instead
        said = {t.rstrip(":"): body[i + 1].strip() for i, t in enumerate(body[:-1]) if t in ("Expected:", "Got:")}
        if len(said) == 2:
            return f"{exc + ': ' if exc else ''}expected {said['Expected']}, got {said['Got']}"
        native = "Traceback (most recent call last):" in body  # --tb=native: a plain traceback, no E lines
        return exc or (python_exception(m, body, loc) if native else None)
    if errors[0].startswith('File "'):  # a module that failed to import: its exception, then where it is
        raised = [e for e in errors if re.match(r"[\w.]+(?:Error|Exception): ", e)]
        errors = [*raised[-1:], errors[0]] if raised else errors
    first = errors[0]
    if exc and first.split(":")[0].split(".")[-1] != exc.split(".")[-1]:
        first = f"{exc}: {first}"
    details = [f"{e} (a blank line)" if e in ("+", "-") else e for e in _glued(errors[1:]) if not e.startswith("?")]
    # not ndiff's `?` marks; a bare sign is a blank line the diff adds or takes out (`select *`, `+`, `from foo`)
    changed = [e for e in details if e.startswith(("- ", "+ "))]  # a diff's changed lines, not its context lines
    return one_line(first, changed[:4] if any(e in changed for e in details[:2]) else details[:2])  # both sides


def python_exception(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The exception line under a traceback's last frame (`AssertionError: Lists differ: ...`), the changed lines of
    a diff under it (unittest's `- [1, 2]`, `+ [1]`) as detail; with no frame, the last unindented line."""
    last = max((i for i, t in enumerate(body) if _PY_FRAME.match(t)), default=None)
    lines = [
        (i, t)
        for i, t in enumerate(body)
        if t.strip() and not t[0].isspace() and not re.match(r"Traceback|-{5,}|During|The above", t)
    ]
    if last is None or not (after := [(i, t) for i, t in lines if i > last]):
        return one_line(lines[-1][1]) if lines else None
    at, said = after[0]
    until = next((i for i, t in enumerate(body) if i > at and (_PY_END.match(t) or _PY_FRAME.match(t))), len(body))
    changed = [t.rstrip() for t in body[at + 1 : until] if _NDIFF.match(t)]
    under = [t for t in body[at + 1 : until] if t.strip()] if said.endswith(":") else []  # `not equal:` over counts
    return one_line(said, (changed or under)[:4])


def cargo(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A Rust panic: its message and up to four lines of detail."""
    return lead(m, body, loc, details=4)


def coded(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """rustc: `error[E0308]: mismatched types (expected `u64`, found `u32`)`, the label under the caret as detail."""
    labels = [x["label"] for t in body if (x := _LABEL.match(t))][:1]
    return one_line(f"error[{m['code']}]: {m['msg']}" if m["code"] else f"error: {m['msg']}", labels)


def ruff_code(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """ruff's full format: the rule code and its message."""
    return one_line(f"{m['code']} {m['msg']}")


def first_said(lines: Sequence[str], details: int) -> str | None:
    """The first non-blank line, with up to `details` more as details."""
    said = [t.strip() for t in lines if t.strip()]
    return one_line(said[0], said[1 : 1 + details]) if said else None


def paragraph(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """The block's first paragraph (the stack follows a blank line): dart's `Expected: <4>` / `Actual: <3>`."""
    until = next((i for i, t in enumerate(body) if i and not t.strip()), len(body))
    return first_said(body[:until], 2)


def exunit(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """ExUnit: the assertion or `** (Error)` line, then code/left/right, up to the stacktrace."""
    until = next((i for i, t in enumerate(body) if t.strip() == "stacktrace:"), len(body))
    return first_said([t for t in body[:until] if not EX_WHERE.match(t)], 3)


def prefixed(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A block whose lines carry the tool's prefix (`[info]   `, `[error] `): said without it."""
    lines = [_TOOL_PREFIX.sub("", t) for t in body]
    head = m["msg"] if "msg" in m.groupdict() and m["msg"] else None
    found = _glued(([head] if head else []) + [t for t in lines if not re.match(r"^\s*\^\s*$", t)])
    found = [re.sub(r"\s*\([\w$]+\.scala:\d+\)$", "", t) for t in found]
    return one_line(found[0], found[1:3]) if found else None


def raised(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """An uncaught Elixir exception: `** (RuntimeError) message`."""
    return one_line(f"** ({m['exc']}) {m['msg']}")


def raised_rb(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """A Ruby error: its message lines, up to the backtrace or the code error_highlight quotes after a blank line."""
    until = next((i for i, t in enumerate(body) if RB_FRAME.match(t) or (i and not t.strip())), len(body))
    return first_said(body[:until], 2)


def mocha_title(first: str, body: list[str]) -> tuple[str, list[str]] | None:
    """Mocha prints a failure's suite path over lines indented deeper and deeper, the last ending in ':'; the test id
    joins them with jest's separator, U+203A: `Array \u203a #indexOf() \u203a returns -1`."""
    parts, indent = [first.strip()], 0
    if body and _MINITEST_TEST.match(body[0]):  # minitest numbers its `Failure:` and `Error:` blocks the same way
        return None
    for i in range(7):
        if parts[-1].endswith(":"):
            rspec = any(p.startswith("Failure/Error") or re.match(r"Got \d+ failures?\b", p) for p in parts)
            return None if rspec else (" \u203a ".join(parts)[:-1], body[i:])
        deeper = len(body[i]) - len(body[i].lstrip()) if i < len(body) and body[i].strip() else 0
        if deeper <= indent:
            return None
        parts.append(body[i].strip())
        indent = deeper
    return None


def vim(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """Vim's test harness: what follows `function RunTheTest[40]..Test_x[5]..Check line 3: `."""
    said = [h["msg"] for t in body if (h := _VIM_AT.search(t))]
    return one_line(said[0]) if said else first_said([t for t in body if not re.match(r"^\s*Run \d+:$", t)], 2)
