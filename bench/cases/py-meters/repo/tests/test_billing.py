from datetime import date
from decimal import Decimal

import pytest

from meters.billing import charge, energy_cost
from meters.periods import Period, between, periods
from meters.readings import Reading
from meters.tariffs import Tariff, Tier, flat

TWO_TIER = Tariff("home", "kWh", 40, (Tier(Decimal(10), Decimal(30)), Tier(None, Decimal(25))))


def period(used: str) -> Period:
    """Thirty days of March."""
    return Period("E-1", date(2026, 3, 1), date(2026, 3, 31), Decimal(used), False)


def test_between_measures_the_register() -> None:
    p = between(Reading("E-1", date(2026, 2, 1), Decimal(100)), Reading("E-1", date(2026, 3, 1), Decimal(350)))
    assert (p.days, p.used) == (28, Decimal(250))


def test_between_rolls_over_when_asked() -> None:
    first = Reading("W-2", date(2026, 1, 1), Decimal(99990))
    second = Reading("W-2", date(2026, 2, 1), Decimal(15))
    assert between(first, second, rollover=Decimal(100000)).used == Decimal(25)
    with pytest.raises(ValueError, match="register went down"):
        between(first, second)


def test_periods_pairs_readings_of_one_meter() -> None:
    readings = [
        Reading("E-1", date(2026, 1, 1), Decimal(0)),
        Reading("E-1", date(2026, 2, 1), Decimal(100)),
        Reading("G-7", date(2026, 1, 1), Decimal(5)),
        Reading("G-7", date(2026, 2, 1), Decimal(9)),
    ]
    assert [(p.meter, p.used) for p in periods(readings)] == [("E-1", Decimal(100)), ("G-7", Decimal(4))]


def test_energy_cost_fills_the_tiers_per_day() -> None:
    # 30 days: the first 300 kWh at 30, the rest at 25
    assert energy_cost(period("450"), TWO_TIER) == Decimal(300 * 30 + 150 * 25)
    assert energy_cost(period("120"), TWO_TIER) == Decimal(120 * 30)


def test_charge_adds_the_standing_charge_and_rounds() -> None:
    assert charge(period("450"), TWO_TIER) == 30 * 40 + 300 * 30 + 150 * 25
    assert charge(period("0.5"), flat("gas", "m3", 0, Decimal("9.99"))) == 5
