"""Emission factors, grams of CO2-equivalent per kilometre.

Vehicle modes (car, taxi, van) are per vehicle and shared among the passengers;
the others are per passenger already.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Factor:
    grams_per_km: float
    per_vehicle: bool = False


FACTORS: dict[str, Factor] = {
    "walk": Factor(0.0),
    "bike": Factor(0.0),
    "train": Factor(35.0),
    "bus": Factor(96.0),
    "coach": Factor(27.0),
    "plane": Factor(246.0),
    "car": Factor(168.0, per_vehicle=True),
    "ecar": Factor(47.0, per_vehicle=True),
    "taxi": Factor(208.0, per_vehicle=True),
    "van": Factor(231.0, per_vehicle=True),
}


class UnknownMode(KeyError):
    """A travel mode without an emission factor."""


def factor_for(mode: str) -> Factor:
    """The factor of a mode, names compared case-insensitively."""
    try:
        return FACTORS[mode.strip().lower()]
    except KeyError:
        raise UnknownMode(mode) from None
