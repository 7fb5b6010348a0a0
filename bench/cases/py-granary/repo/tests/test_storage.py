from datetime import date

import pytest

from granary.storage import days_stored, storage_charge


def test_days_stored():
    assert days_stored(date(2026, 10, 1), date(2026, 12, 15)) == 75


def test_priced_before_delivered():
    with pytest.raises(ValueError):
        days_stored(date(2026, 10, 2), date(2026, 10, 1))


def test_whole_periods_only():
    assert storage_charge(1000, date(2026, 10, 1), date(2026, 10, 30)) == 0.0
    assert storage_charge(1000, date(2026, 10, 1), date(2026, 12, 15)) == 60.0
