from __future__ import annotations

from shiftweek import Shift, payslip

from .conftest import at


def test_one_line_a_week_and_a_total(week: list[Shift]) -> None:
    later = Shift("ana", at(8, 8), at(8, 12))
    assert payslip("ana", [*week, later], 1500) == [
        "week of 2027-03-01: 24:00, EUR 360.00",
        "week of 2027-03-08: 4:00, EUR 60.00",
        "total: EUR 420.00",
    ]


def test_a_worker_without_shifts_gets_a_zero_total(week: list[Shift]) -> None:
    assert payslip("cleo", week, 1500) == ["total: EUR 0.00"]
