"""Unit helpers for sonde exports."""

from __future__ import annotations


def fahrenheit_to_celsius(value: float) -> float:
    return (value - 32.0) * 5.0 / 9.0


def parse_temperature(text: str, unit: str = "C") -> float:
    """A temperature cell in degrees Celsius; `unit` is the column's unit, C or F."""
    value = float(text)
    unit = unit.upper()
    if unit == "C":
        return value
    if unit == "F":
        return fahrenheit_to_celsius(value)
    raise ValueError(f"unknown temperature unit {unit!r}")


def percent(part: float, whole: float) -> float:
    if whole == 0:
        raise ZeroDivisionError("percent of zero")
    return 100.0 * part / whole
