"""Prices of nights and extras."""

from __future__ import annotations

from kennel.dogs import Dog, size_of
from kennel.tables import EXTRAS_PER_NIGHT, EXTRAS_PER_STAY, LONG_STAY_DISCOUNTS, NIGHTLY_RATE


def nightly_rate(dog: Dog) -> int:
    """One night for this dog, in cents."""
    return NIGHTLY_RATE[size_of(dog)]


def long_stay_percent(nights: int) -> int:
    """The long-stay discount, in percent, for a stay of so many nights."""
    for at_least, percent in LONG_STAY_DISCOUNTS:
        if nights >= at_least:
            return percent
    return 0


def extra_cost(extra: str, nights: int) -> int:
    """What one extra costs for one dog over the stay, in cents."""
    if extra in EXTRAS_PER_NIGHT:
        return EXTRAS_PER_NIGHT[extra] * nights
    return EXTRAS_PER_STAY[extra]


def percent_off(amount: int, percent: int) -> int:
    """The amount less the percentage, rounded half up to the cent."""
    return amount - (amount * percent + 50) // 100
