"""One trip of the log and its emissions."""

from dataclasses import dataclass

from triplog.factors import factor_for
from triplog.units import to_km


@dataclass(frozen=True)
class Trip:
    date: str  # ISO date, YYYY-MM-DD
    mode: str
    distance: float
    unit: str = "km"
    passengers: int = 1

    @property
    def month(self) -> str:
        return self.date[:7]


def km(trip: Trip) -> float:
    """The trip's distance in kilometres."""
    return to_km(trip.distance, trip.unit)


def emissions_g(trip: Trip) -> float:
    """Grams of CO2 for one traveller's share of the trip."""
    factor = factor_for(trip.mode)
    grams = km(trip) * factor.grams_per_km
    if factor.per_vehicle:
        grams /= max(trip.passengers, 1)
    return grams
