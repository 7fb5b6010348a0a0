from datetime import datetime
from decimal import Decimal

import pytest

from wharfage.calls import CargoLot, PortCall
from tests.conftest import MORVEN


def test_hours_alongside(timber_call, grain_call):
    assert timber_call.hours_alongside() == 48
    assert grain_call.hours_alongside() == 18.75


def test_tonnes_by_direction(timber_call):
    assert timber_call.tonnes() == Decimal("1550")
    assert timber_call.tonnes("import") == Decimal("1200")
    assert timber_call.tonnes("export") == Decimal("350")


def test_month_is_month_of_arrival():
    call = PortCall(
        "FD-X", MORVEN, "Fish Dock", datetime(2024, 3, 31, 20, 0), datetime(2024, 4, 1, 3, 0), "Harbour Fish Agency"
    )
    assert call.month() == "2024-03"


def test_departure_must_follow_arrival():
    with pytest.raises(ValueError, match="departure"):
        PortCall("FD-X", MORVEN, "Fish Dock", datetime(2024, 3, 2, 4, 0), datetime(2024, 3, 2, 4, 0), "A")


def test_unknown_berth():
    with pytest.raises(ValueError, match="berth"):
        PortCall("FD-X", MORVEN, "Pier 9", datetime(2024, 3, 2, 4, 0), datetime(2024, 3, 2, 5, 0), "A")


def test_cargo_lot_checks():
    with pytest.raises(ValueError):
        CargoLot("coal", Decimal("0"))
    with pytest.raises(ValueError):
        CargoLot("coal", Decimal("10"), "sideways")
