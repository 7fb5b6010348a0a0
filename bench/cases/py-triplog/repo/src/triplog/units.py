"""Distances: the trip log records kilometres or statute miles."""

KM_PER_MILE = 1.609344
UNITS = ("km", "mi")


class UnknownUnit(ValueError):
    """A distance unit the log does not know."""


def to_km(value: float, unit: str) -> float:
    """The distance `value`, given in `unit`, in kilometres."""
    if unit == "km":
        return float(value)
    if unit == "mi":
        return value * KM_PER_MILE
    raise UnknownUnit(f"unknown distance unit {unit!r} (known: {', '.join(UNITS)})")


def format_km(km: float) -> str:
    """A distance for the report: whole kilometres, thousands grouped."""
    return f"{round(km):,} km"
