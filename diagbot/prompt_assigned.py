"""Where a test's line gets the values it shows: the line above a reporting line (`t.Fatalf(`, `assertEqual(`) that
assigns from a call what it compares, and the first line of the test assigning a name the call under test passes
(its inputs). The question's windows reach up to them (prompt_window.py)."""

from __future__ import annotations

import re

UP = 8  # a reporting line's window reaches up at most this far for the line that assigns what it compares
# a line that only reports a comparison (`t.Fatalf(`, `assertEqual(`, `assert_eq!(`, `expect(`, `assert x == y`)
_REPORTS = re.compile(r"\b(?:t\.(?:Fatal|Error)f?|\w*assert\w*!?|expect)\s*\(|^\s*assert\b")
# a line assigning names: `got := f(x)`, `actual, err = f()`, `let mut got = f();`, `const got = f()`, and typed:
# `List<Boarding> plan = f()`, `int total = f()`, `const q: Quote = f()`, C's `struct log day = f(lines)` and
# `const char *const lines[] = {`
_ASSIGNS = re.compile(
    r"^\s*(?:(?:let|var|const|auto|val|final|static|struct|unsigned)\s+(?:mut\s+)?)*"
    r"(?:[A-Za-z_](?:[\w.]|::)*(?:<[^=;()]*>)?(?:\[\])*[*&]?\s+[*&]?(?:const\s+)?)?"  # a declared type
    r"([A-Za-z_][\w, ]*?)(?:\[[^\]=]*\])*(?:\s*:\s*[^=:\s][^=]*?)?\s*(?::=|=(?![=>]))"  # C's `rows[] =`
)


def assignment(rows: dict[int, str], line: int) -> int:
    """The nearest line above a reporting `line` that assigns from a call a name the report (or a condition between
    them) uses; `line` when none is."""
    code = rows[line].partition(": ")[2]
    if not _REPORTS.search(code):
        return line
    used = _names(code)
    for n in range(line - 1, max(1, line - UP) - 1, -1):
        above = rows.get(n, "").partition(": ")[2]
        m = _ASSIGNS.match(above)
        if m and "(" in above[m.end() :] and used & {name.strip() for name in m[1].split(",")}:
            return n
        if re.match(r"\s*(?:\}\s*)?(?:if|elif|else if|unless)\b", above):  # `if actual != expected {`
            if used & set(re.findall(r"(\w+)\s*:?=(?!=)", above)):  # `if got := f(x); got != want {` assigns it
                return n
            used |= _names(above)
    return line


def inputs(rows: dict[int, str], at: int, floor: int) -> int:
    """Above the line `at` that calls the code under test, down to `floor`: the first line of the test that assigns
    a name the call passes (`const party = [` for `quote(party, matinee)`), the test's inputs; `at` when none."""
    code = rows.get(at, "").partition(": ")[2]
    m = _ASSIGNS.match(code)
    passed = _names(code[m.end() :] if m else code) - set(re.findall(r"([A-Za-z_]\w*)\s*\(", code))
    found = at
    for n in range(at - 1, floor - 1, -1):
        above = rows.get(n, "").partition(": ")[2]
        if _REPORTS.search(above) or re.search(r"\b(?:def|fn|func|function|it|test|describe)\b\s*[\w(\'\"]", above):
            break  # the test's start, or an earlier check: what is above belongs to another step
        if (a := _ASSIGNS.match(above)) and passed & {name.strip() for name in a[1].split(",")}:
            found = n
    return found


def _names(code: str) -> set[str]:
    """The identifiers in `code` outside its string literals."""
    return set(re.findall(r"[A-Za-z_]\w*", re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', "", code)))
