"""offline.pick through change.read_hunk: of a changed hunk's added lines, the one the compared values point at."""

from __future__ import annotations

import pytest

from diagbot.offline.change import read_hunk


def _page(*rows: tuple[int | None, str, str]) -> list[str]:
    """The diff tool's rows, `7:    12 +code`, from (new-side line or None, mark, text)."""
    return [f"{i}: {'' if n is None else n:>5} {mark}{text}" for i, (n, mark, text) in enumerate(rows, start=2)]


PRICE = _page(
    (10, " ", "def total(subtotal, region):"),
    (None, "-", "    rate = RATES[region]"),
    (11, "+", "    rate = RATES.get(region, 0)"),
    (12, "+", "    if subtotal <= 1000:"),
    (13, "+", "        return subtotal"),
    (14, "+", "    return round(subtotal * (1 - rate))"),
    (15, " ", ""),
)


@pytest.mark.parametrize(
    ("message", "line"),
    [
        ("AssertionError: assert 1150 == 850", 14),  # pytest: numbers apart -> arithmetic
        ("expect(received).toBeNull() (Received: 1000)", 12),  # jest: null against a value -> a boundary
        ("Total(1000, de) got 999 want 1000", 12),  # go: off by one -> a boundary
        ("assertion `left == right` failed (left: 1000, right: 10000)", 12),  # rust: tenfold -> a literal
        ("panic: runtime error: index out of range [1] with length 1", 11),  # nothing compared: the nearest stays
    ],
)
def test_the_added_line_the_compared_values_point_at_is_named(message: str, line: int) -> None:
    changed = read_hunk("tax.py", PRICE, 10, message)
    assert (changed.line if changed else None) == line


def test_a_string_the_failure_compares_points_at_the_line_holding_it() -> None:
    page = _page(
        (3, " ", "function suffix(n) {"),
        (4, "+", "  const last = n % 10;"),
        (5, "+", "  if (last === 3) return 'rd';"),
        (6, "+", "  return 'th';"),
        (7, " ", "}"),
    )
    message = "AssertionError [ERR_ASSERTION]: Expected values to be strictly equal: + '13rd' (- '13th', -13th, +13rd)"
    changed = read_hunk("src/ordinal.js", page, 3, message)
    assert (changed.line if changed else None) == 5


def test_a_line_in_another_hunk_of_the_page_is_not_picked() -> None:
    page = [*PRICE, *_page((40, " ", "def fee(x):"), (41, "+", "    return x * 3"), (42, " ", ""))]
    changed = read_hunk("tax.py", page, 40, "AssertionError: assert 1150 == 850")
    assert (changed.line if changed else None) == 41
    nearest_in_first = read_hunk("tax.py", PRICE + page[len(PRICE) :], 10, "AssertionError: assert 1150 == 850")
    assert (nearest_in_first.line if nearest_in_first else None) == 14
