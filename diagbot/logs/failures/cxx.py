"""C++ test frameworks whose failures name their test case above the failed check (GoogleTest's are in
runner_blocks.py): doctest (`TEST CASE:  name`, then `file:line: ERROR: CHECK( a == b ) is NOT correct!`) and Catch2
(the name between two dashed rules, then `file:line: FAILED:`, the check and its expansion), as ctest
`--output-on-failure` prints them.

The location is the failed check's line; when that check sits above its test case in the same file (a shared helper
the test called), the location is the test case's own line and the check's goes to `frame`."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from diagbot.logs.failures.messages import one_line
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


def cxx_checks(lines: Lines) -> Iterator[Failure]:
    """One Failure per failed doctest or Catch2 check, named by the test case (and sections) it ran in."""
    case: _Case | None = None
    for i, (number, text) in enumerate(lines):
        if text.startswith("TEST CASE:") and (m := _DOCTEST_CASE.match(text)):
            case = _doctest_case(lines, i, m["test"])
        elif text.startswith("----") and _RULE.match(text) and (named := _catch_case(lines, i)):
            case = named
        elif case and "ERROR: " in text and (m := _DOCTEST_CHECK.match(text)):
            details = [t.strip() for _, t in lines[i + 1 : i + 3] if t.startswith("  ") and t.strip()]
            yield _failure("doctest", case, m, one_line(m["msg"], details[:1]), number)
        elif case and text.endswith(": FAILED:") and (m := _CATCH_CHECK.match(text)):
            yield _failure("catch2", case, m, _catch_message(lines, i), number)


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
    """The check Catch2 printed under `FAILED:`, and what it expanded to (or the exception's message)."""
    said: list[str] = []
    for _, text in lines[i + 1 : i + 12]:
        if _CATCH_END.match(text) or (not text.strip() and said and not said[-1].endswith(":")):
            break
        if not text.strip():
            continue
        if said and said[-1].endswith(":"):  # `with expansion:` and its value
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
