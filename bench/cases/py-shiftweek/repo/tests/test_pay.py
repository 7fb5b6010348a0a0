from __future__ import annotations

from shiftweek import weekly_pay


def test_plain_hours() -> None:
    assert weekly_pay(38 * 60, 1500) == 57000


def test_overtime_at_time_and_a_half() -> None:
    assert weekly_pay(42 * 60, 1500) == 60000 + 4500


def test_a_custom_threshold() -> None:
    assert weekly_pay(10 * 60, 1200, overtime_after=8 * 60) == 9600 + 3600
