"""Dissolved oxygen: saturation at a temperature and altitude."""

from __future__ import annotations

import math

from .profile import Profile, Reading
from .units import percent


def saturation(temp: float, altitude: float = 0.0) -> float:
    """mg/L of oxygen in fresh water at equilibrium with air (Benson & Krause), corrected for altitude."""
    kelvin = temp + 273.15
    ln_do = (
        -139.34411
        + 1.575701e5 / kelvin
        - 6.642308e7 / kelvin**2
        + 1.243800e10 / kelvin**3
        - 8.621949e11 / kelvin**4
    )
    pressure = (1.0 - 2.25577e-5 * altitude) ** 5.25588
    return math.exp(ln_do) * pressure


def percent_saturation(reading: Reading, altitude: float = 0.0) -> float | None:
    if reading.do is None:
        return None
    return percent(reading.do, saturation(reading.temp, altitude))


def oxygen_readings(profile: Profile) -> list[Reading]:
    """The readings that have an oxygen value, shallowest first."""
    return [r for r in profile.readings if r.do is not None]
