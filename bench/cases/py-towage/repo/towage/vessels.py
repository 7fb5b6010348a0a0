"""Vessels calling at the port and the size bands the harbour master's rules use."""

from dataclasses import dataclass

# Length overall (metres) at which each band starts.  A vessel belongs to the
# last band whose lower bound it reaches.
LENGTH_BANDS = (
    ("small", 0.0),
    ("medium", 120.0),
    ("large", 200.0),
    ("very large", 280.0),
)

# Gross tonnage bands used by the tariff.  Upper bounds are inclusive.
TONNAGE_BANDS = (
    (5_000, "A"),
    (15_000, "B"),
    (40_000, "C"),
    (80_000, "D"),
)
TONNAGE_TOP_BAND = "E"

VESSEL_TYPES = ("container", "bulk", "tanker", "ro-ro", "cruise", "general cargo")


@dataclass(frozen=True)
class Vessel:
    name: str
    imo: str
    vessel_type: str
    gross_tonnage: int
    loa: float  # length overall, metres
    beam: float  # metres
    draught: float  # metres, as declared on arrival
    bow_thruster: bool = False

    def __post_init__(self):
        if self.vessel_type not in VESSEL_TYPES:
            raise ValueError(f"unknown vessel type {self.vessel_type!r}")
        if self.gross_tonnage <= 0:
            raise ValueError("gross tonnage must be positive")
        if self.loa <= 0 or self.beam <= 0 or self.draught <= 0:
            raise ValueError("dimensions must be positive")
        if not valid_imo(self.imo):
            raise ValueError(f"invalid IMO number {self.imo!r}")


def valid_imo(imo):
    """Check an IMO ship identification number (seven digits, last one a check digit)."""
    digits = imo[3:] if imo.upper().startswith("IMO") else imo
    digits = digits.strip()
    if len(digits) != 7 or not digits.isdigit():
        return False
    total = sum(int(d) * w for d, w in zip(digits[:6], range(7, 1, -1)))
    return total % 10 == int(digits[6])


def length_band(vessel):
    band = LENGTH_BANDS[0][0]
    for name, lower in LENGTH_BANDS:
        if vessel.loa >= lower:
            band = name
    return band


def tonnage_band(gross_tonnage):
    for upper, band in TONNAGE_BANDS:
        if gross_tonnage <= upper:
            return band
    return TONNAGE_TOP_BAND


def windage_area(vessel):
    """Rough lateral windage area in square metres.

    Container ships, car carriers and cruise ships carry a high superstructure
    or deck cargo; tankers and bulkers sit low in the water.
    """
    freeboard = {
        "container": 0.16,
        "ro-ro": 0.20,
        "cruise": 0.22,
        "bulk": 0.08,
        "tanker": 0.07,
        "general cargo": 0.10,
    }[vessel.vessel_type]
    return round(vessel.loa * vessel.loa * freeboard, 1)
