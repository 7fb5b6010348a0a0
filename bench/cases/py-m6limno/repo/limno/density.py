"""Density of fresh water from its temperature."""

from __future__ import annotations


def water_density(temp: float) -> float:
    """kg/m3 at `temp` °C (Martin & McCutcheon 1999), 999.97 at its maximum near 4 °C."""
    return 1000.0 * (1.0 - (temp + 288.9414) * (temp - 3.9863) ** 2 / (508929.2 * (temp + 68.12963)))


def density_difference(upper: float, lower: float) -> float:
    """How much denser the water at `lower` °C is than at `upper` °C, kg/m3."""
    return water_density(lower) - water_density(upper)
