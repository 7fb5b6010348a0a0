"""The lines of a failing test's fixtures that hold a value its comparison shows on one side only: minitest's
`-["C05", "C01"]` (expected) against `+["C01"]` (actual) lacks `C05`, and the row a helper writes for C05 (`C05,
Brennan,...,W6,2026-10-05`) holds the inputs that made the code leave it out. Looked for in the test's own file
outside every test's body (a table at its top), then in the helper files beside it (`conftest.py`,
`test_helper.rb`, `fixtures.ts`: a name saying helper, fixture, support, factory, data or setup)."""

from __future__ import annotations

import re
from pathlib import PurePosixPath

from diagbot.filekinds import TEST_FILE
from diagbot.logs.types import Failure
from diagbot.prompt_rows import COMMENT, beside, file_rows
from diagbot.prompt_tests import tests_around
from diagbot.sides import sides
from diagbot.tools.base import ToolContext

MOST = 3  # rows quoted for one failure
_HELPER = re.compile(r"conftest|helper|fixture|support|factor|data|sample|setup|common|shared", re.IGNORECASE)
_QUOTED = re.compile(r"\"([^\"\n]*)\"|'([^'\n]*)'|`([^`\n]*)`")
_CHECK = re.compile(r"\b(?:assert|expect|check|verify|should)\w*!?\s*\(|^\s*assert\b", re.IGNORECASE)  # another check
_NUMBER = re.compile(r"(?<![\w.])-?\d{3,}(?:\.\d+)?(?![\w.])")  # 3 digits or more: 12 is on too many lines


def fixture_rows(ctx: ToolContext, failure: Failure, read: dict[str, str] | None = None) -> list[tuple[str, int]]:
    """Where the values only one side of the failure's comparison holds are written, outside the tests' bodies (what
    the test wanted first, then what the code made): the first such line for each value, at most MOST."""
    if not failure.path or not failure.line or not (failure.test or TEST_FILE.search(failure.path)):
        return []
    values = one_sided(failure.message)
    if not values:
        return []
    read = {} if read is None else read
    rows = file_rows(ctx, failure.path, read)
    held = tests_around(rows)
    places = [(failure.path, n, code) for n, code in _code(rows) if not held.get(n) and not _CHECK.search(code)]
    for path in beside(ctx, failure.path):
        if _HELPER.search(PurePosixPath(path).stem):
            places += [(path, n, code) for n, code in _code(file_rows(ctx, path, read))]
    found: list[tuple[str, int]] = []
    for value in values:
        find = re.compile(rf"(?<![\w.-]){re.escape(value)}(?![\w.-])")
        hit = next(((p, n) for p, n, code in places if find.search(code)), None)
        if hit and hit not in found:
            found.append(hit)
        if len(found) == MOST:
            break
    return found


def one_sided(message: str) -> list[str]:
    """The literals (quoted strings of 2 characters or more, numbers of 3 digits or more) that the fragments holding
    what the test wanted hold and those holding what the code made do not, then the other way round; none when the
    message names no sides (`assert a == b`: which one the code made is a convention there)."""
    made, wanted = sides(message)
    if not made or not wanted:
        return []
    have, want = _literals(made), _literals(wanted)
    return [v for v in want if v not in have] + [v for v in have if v not in want]


def _literals(fragments: tuple[str, ...]) -> list[str]:
    """The quoted strings that could name one item (`C05`, `Biscuit`, `a/b`: a digit, a sign, or 4 letters or more;
    not `and`, which a misread quote may leave), and the numbers of 3 digits or more."""
    strings = [s.strip() for f in fragments for g in _QUOTED.findall(f) for s in g]
    found = [s for s in strings if len(s) >= 4 or (len(s) >= 2 and not s.isalpha())]
    found += [n for f in fragments for n in _NUMBER.findall(_QUOTED.sub('""', f))]
    return list(dict.fromkeys(found))


def _code(rows: dict[int, str]) -> list[tuple[int, str]]:
    """The rows that are code: not a comment, nor a line inside a block comment (a licence header's sentences)."""
    found, inside = [], False
    for n, code in sorted(rows.items()):
        start = code.lstrip().startswith("/*")
        if not inside and not start and not COMMENT.match(code):
            found.append((n, code))
        inside = (inside or start) and "*/" not in code
    return found
