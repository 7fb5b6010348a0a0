"""C++ test frameworks: how GoogleTest's failure is said (its block is in runner_blocks.py), and those whose
failures name their test case above the failed check: doctest (`TEST CASE:  name`, then `file:line: ERROR: CHECK( a
== b ) is NOT correct!`) and Catch2 (the name between two dashed rules, then `file:line: FAILED:`, the check and its
expansion), as ctest `--output-on-failure` prints them.

The location is the failed check's line; when that check sits above its test case in the same file (a shared helper
the test called), the location is the test case's own line and the check's goes to `frame`."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from diagbot.logs.failures.messages import GTEST_WHERE, LIMIT, first_said, one_line
from diagbot.logs.failures.stateful import repo_path
from diagbot.logs.types import Failure

Lines = Sequence[tuple[int, str]]
_PATH = r"(?P<path>(?:[A-Za-z]:)?[^\s:()]+\.(?:c|cc|cpp|cxx|h|hh|hpp|hxx|ipp|inl|m|mm))"
_DOCTEST_CASE = re.compile(r"^TEST CASE:\s+(?P<test>\S.*?)\s*$")
_DOCTEST_CHECK = re.compile(rf"^{_PATH}:(?P<line>\d+): (?:FATAL )?ERROR: (?P<msg>.+)$")
_DOCTEST_AT = re.compile(rf"^{_PATH}:(?P<line>\d+):$")
_RULE = re.compile(r"^-{40,}$")
_CATCH_AT = re.compile(rf"^{_PATH}:(?P<line>\d+)$")
_CATCH_CHECK = re.compile(rf"^{_PATH}:(?P<line>\d+): FAILED:$")
_CATCH_END = re.compile(r"^(?:-{40,}|={40,}|\.{40,})$|^\S.*:\d+: (?:FAILED|passed):")
_Case = tuple[str, str | None, int | None]  # test, its file, its line
_GTEST_EQUAL = "Expected equality of these values:"
_GTEST_SIDE = re.compile(r"^  (?P<expr>\S.*)$")
_GTEST_WHICH = re.compile(r"^ {4}Which is: (?P<value>.*)$")
_GTEST_AS_TEXT = re.compile(r'^ {4}As Text: (?P<text>"(?:[^"\\]|\\.)*")(?P<rest>.*)$')
_C_STRING_END = re.compile(r'"(?:[^"\\]|\\.)*"$')

# gtest's failure of no line: a C++ exception thrown in the test body (`unknown file: Failure`), or of a line
GTEST_FAILURE = re.compile(rf"{GTEST_WHERE.pattern}|^unknown file: Failure$")


def cxx_checks(lines: Lines) -> Iterator[Failure]:
    """One Failure per failed doctest or Catch2 check, named by the test case (and sections) it ran in."""
    case: _Case | None = None
    for i, (number, text) in enumerate(lines):
        if text.startswith("TEST CASE:") and (m := _DOCTEST_CASE.match(text)):
            case = _doctest_case(lines, i, m["test"])
        elif text.startswith("----") and _RULE.match(text) and (named := _catch_case(lines, i)):
            case = named
        elif case and "ERROR: " in text and (m := _DOCTEST_CHECK.match(text)):
            yield _failure("doctest", case, m, one_line(m["msg"], _doctest_values(lines, i)), number)
        elif case and text.endswith(": FAILED:") and (m := _CATCH_CHECK.match(text)):
            yield _failure("catch2", case, m, _catch_message(lines, i), number)


def _doctest_values(lines: Lines, i: int) -> list[str]:
    """The `values: CHECK( 4 == 3 )` line under a failed doctest check; a value with line breaks in it goes on over
    the unindented lines below, up to its closing ` )`, said with `\\n` where they break."""
    below = range(i + 1, min(i + 3, len(lines)))
    if not (at := next((k for k in below if lines[k][1].startswith("  ") and lines[k][1].strip()), 0)):
        return []
    said = lines[at][1].strip()
    for _, text in lines[at + 1 : at + 12]:
        if said.endswith(")") or not text.strip() or text.startswith(" "):
            break
        said += "\\n" + text
    return [said]


def _doctest_case(lines: Lines, i: int, test: str) -> _Case:
    """doctest's test case: its name, its subcases indented under it, and the `file:line:` above it."""
    subcases = [t.strip() for _, t in lines[i + 1 : i + 6] if t.startswith("  ") and t.strip()]
    subcases = subcases[: next((k for k, t in enumerate(subcases) if ":" in t), len(subcases))]
    at = _DOCTEST_AT.match(lines[i - 1][1]) if i else None
    return " \u203a ".join([test, *subcases]), at["path"] if at else None, int(at["line"]) if at else None


def _catch_case(lines: Lines, i: int) -> _Case | None:
    """Catch2's test case: its name and sections between two dashed rules, then its `file:line`."""
    names: list[str] = []
    for k in range(i + 1, min(i + 8, len(lines))):
        text = lines[k][1]
        if _RULE.match(text):
            at = _CATCH_AT.match(lines[k + 1][1]) if k + 1 < len(lines) else None
            if not names or not at:
                return None
            return " \u203a ".join(names), at["path"], int(at["line"])
        names.append(text.strip())
    return None


def _catch_message(lines: Lines, i: int) -> str:
    """The check Catch2 printed under `FAILED:`, and what it expanded to (or the exception's message): the lines
    indented under `with expansion:` are one value, a string's line breaks said `\\n` (`"a\\nb" == "a\\nc"`)."""
    said: list[str] = []
    for _, text in lines[i + 1 : i + 16]:
        if _CATCH_END.match(text) or (not text.strip() and said and not said[-1].endswith(":")):
            break
        if not text.strip():
            continue
        if len(said) > 1 and said[-1].count('"') % 2:  # inside a string that goes on over lines
            said[-1] = f"{said[-1]}\\n{text.strip()}"
        elif len(said) > 1 and text.startswith("  "):  # `with expansion:` and its value, over one line or more
            said[-1] = f"{said[-1]} {text.strip()}"
        else:
            said.append(text.strip())
    return one_line(said[0], said[1:3]) if said else one_line(lines[i][1])


def _failure(framework: str, case: _Case, m: re.Match[str], message: str, number: int) -> Failure:
    test, case_path, case_line = case
    path, line, frame = m["path"], int(m["line"]), None
    if case_path == path and case_line is not None and line < case_line:  # a helper above the test case
        path, line, frame = case_path, case_line, f"{repo_path(path)}:{line}"
    return Failure(message, framework, test, repo_path(path), line, number, frame)


def gtest(m: re.Match[str], body: list[str], loc: re.Match[str] | None) -> str | None:
    """GoogleTest: what follows `file:line: Failure` (or `unknown file: Failure`: a C++ exception thrown); an
    `Expected equality of these values:` block said as its two sides, each with the value gtest printed for it
    (`add(1, 2) Which is: 4 vs 3`)."""
    start = next((i + 1 for i, t in enumerate(body) if GTEST_FAILURE.match(t)), 0)
    if start < len(body) and body[start].strip() == _GTEST_EQUAL and (sides := _gtest_sides(body[start + 1 :])):
        said = " vs ".join(f"{e} Which is: {v}" if v else e for e, v in sides)
        if len(said) > LIMIT - len(_GTEST_EQUAL):  # too long for both: the values, which are what differ
            said = " vs ".join(v or e for e, v in sides)
        return one_line(f"{_GTEST_EQUAL} {said}")
    return first_said(body[start:], 4)


def _gtest_sides(lines: Sequence[str]) -> list[tuple[str, str]]:
    """The sides under `Expected equality of these values:`: each expression (indented two) and its `Which is:` value
    (indented four), an escaped string in it replaced by the `As Text:` gtest printed after it."""
    sides: list[tuple[str, str]] = []
    for text in lines:
        if m := _GTEST_SIDE.match(text):
            sides.append((m["expr"], ""))
        elif sides and (m := _GTEST_WHICH.match(text)):
            sides[-1] = (sides[-1][0], m["value"])
        elif sides and sides[-1][1] and (m := _GTEST_AS_TEXT.match(text)):
            value = _C_STRING_END.sub(lambda _: m["text"], sides[-1][1], count=1)
            sides[-1] = (sides[-1][0], value + m["rest"])
        else:
            break
    return sides if len(sides) == 2 else []
