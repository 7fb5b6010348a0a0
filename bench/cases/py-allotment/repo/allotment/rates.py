"""The society's rate tables, in pence."""

from __future__ import annotations

# Rent a year per square metre, by plot kind; a kind not listed pays the full-plot rate.
RENT_PER_M2 = {
    "full": 120,
    "half": 130,
    "raised_bed": 200,
}

# Water a year, for a plot with a tap or trough.
WATER = 2800

# Concession on rent (not on water), in percent, by member category.
CONCESSION = {
    "standard": 0,
    "senior": 50,
    "unwaged": 50,
    "student": 25,
}


def rent_rate(kind: str) -> int:
    """Rent per m² a year for a plot of this kind."""
    return RENT_PER_M2.get(kind, RENT_PER_M2["full"])


def water_charge(has_water: bool) -> int:
    return WATER if has_water else 0


def concession_percent(category: str) -> int:
    return CONCESSION.get(category, 0)
