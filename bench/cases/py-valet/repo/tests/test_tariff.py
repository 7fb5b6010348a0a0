from datetime import datetime, timedelta

import pytest

from valet.tariff import (
    STANDARD,
    Tariff,
    billable_hours,
    charging_charge,
    minutes_between,
    parking_charge,
    pounds,
    stay_charge,
)

T0 = datetime(2024, 3, 15, 9, 0)


def test_minutes_between():
    assert minutes_between(T0, T0 + timedelta(hours=2, minutes=5, seconds=59)) == 125
    with pytest.raises(ValueError):
        minutes_between(T0, T0 - timedelta(minutes=1))


@pytest.mark.parametrize(
    "minutes,hours", [(0, 0), (10, 0), (11, 1), (60, 1), (61, 2), (179, 3)]
)
def test_billable_hours(minutes, hours):
    assert billable_hours(minutes, 10) == hours


def test_parking_charge_by_started_hour():
    assert parking_charge(5) == 0
    assert parking_charge(45) == 450
    assert parking_charge(150) == 1350


def test_parking_charge_capped_per_day():
    assert parking_charge(9 * 60) == 3200
    assert parking_charge(24 * 60) == 3200
    # the grace period is only for short visits
    assert parking_charge(24 * 60 + 5) == 3200 + 450
    assert parking_charge(2 * 24 * 60 + 8 * 60) == 3 * 3200


def test_charging_charge():
    assert charging_charge(0) == 0
    assert charging_charge(61) == 300


def test_resident_discount_on_parking_only():
    end = T0 + timedelta(hours=3)
    assert stay_charge(T0, end) == 1350
    assert stay_charge(T0, end, resident=True) == 1012
    assert stay_charge(T0, end, resident=True, charge_minutes=90) == 1012 + 300


def test_custom_tariff():
    airport = Tariff(hourly=300, daily_cap=1500, grace_minutes=0, resident_discount=0)
    assert parking_charge(1, airport) == 300
    assert parking_charge(6 * 60, airport) == 1500
    assert STANDARD.hourly == 450


@pytest.mark.parametrize("pence,text", [(0, "£0.00"), (1012, "£10.12"), (-450, "-£4.50")])
def test_pounds(pence, text):
    assert pounds(pence) == text
