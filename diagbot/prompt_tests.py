"""Which test holds a line of a test file: the openings of the tests (or functions) whose bodies hold each line, and
the test a decorator's or annotation's row belongs to (`@pytest.mark.parametrize(` above it)."""

from __future__ import annotations

from diagbot.filekinds import TEST_START


def tests_around(rows: dict[int, str]) -> dict[int, tuple[int, ...]]:
    """For each line, the lines opening the tests (or functions) whose bodies hold it, outermost first: an opening holds
    the lines below it until one as shallow as it (its `});`, a decorator at its level; not a `{` alone under it, nor
    the `) -> None:` or `) {` closing a signature written over several lines)."""
    held: dict[int, tuple[int, ...]] = {}
    stack: list[tuple[int, int]] = []  # (line, indentation) of the open ones
    for n in sorted(rows):
        code, depth = rows[n], indent(rows[n])
        head_end = code.lstrip().startswith(")") and code.rstrip().endswith((":", "{"))
        if code.strip() not in ("", "{") and not head_end:
            while stack and depth <= stack[-1][1]:
                stack.pop()
        if TEST_START.search(code):
            stack.append((n, depth))
        held[n] = tuple(line for line, _ in stack)
    return held


def decorated(rows: dict[int, str], number: int) -> int | None:
    """The opening line of the test whose decorator or annotation holds line `number` (a `@pytest.mark.parametrize(`
    list's row, a `@CsvSource({` row), when one does."""
    least = indent(rows[number])
    for k in range(number - 1, 0, -1):  # up to the statement the row is in, at the left margin
        code = rows.get(k, "")
        if code.strip() and indent(code) < least:
            least = indent(code)
            if code.lstrip().startswith(("@", "#[")):
                return next((n for n in sorted(rows) if n > number and TEST_START.search(rows[n])), None)
            if least == 0:
                return None
    return None


def indent(code: str) -> int:
    """How far a line of code is indented."""
    return len(code) - len(code.lstrip())
