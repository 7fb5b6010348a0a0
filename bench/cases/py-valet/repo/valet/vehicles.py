"""Vehicles as the desk records them at drop-off."""

from dataclasses import dataclass, field
import re

SIZES = ("compact", "standard", "large", "oversize")

# Largest size class that still fits each bay type.
BAY_LIMITS = {
    "compact": "compact",
    "standard": "large",
    "ground": "oversize",
}

_PLATE = re.compile(r"^[A-Z0-9]{2,8}$")


def normalise_plate(plate):
    """Upper-case a registration and drop spaces and dashes."""
    cleaned = re.sub(r"[\s-]", "", plate or "").upper()
    if not _PLATE.match(cleaned):
        raise ValueError(f"not a registration plate: {plate!r}")
    return cleaned


def size_rank(size):
    try:
        return SIZES.index(size)
    except ValueError:
        raise ValueError(f"unknown vehicle size: {size!r}") from None


def fits(size, bay_type):
    """True if a vehicle of this size may be parked in a bay of this type."""
    return size_rank(size) <= size_rank(BAY_LIMITS[bay_type])


@dataclass
class Vehicle:
    plate: str
    size: str = "standard"
    electric: bool = False
    notes: list = field(default_factory=list)

    def __post_init__(self):
        self.plate = normalise_plate(self.plate)
        size_rank(self.size)

    def needs_ground_level(self):
        return self.size == "oversize"
