"""Panel radiators: outputs at a lower water temperature and choosing one for a room."""

from dataclasses import dataclass

# Output per metre of length at ΔT50 (W/m), for 600 mm high panels.
OUTPUT_PER_METRE = {11: 930.0, 21: 1390.0, 22: 1790.0}
HEIGHT_FACTORS = {450: 0.78, 600: 1.0, 700: 1.14}
LENGTHS = tuple(range(400, 2001, 200))
EXPONENT = 1.3


@dataclass(frozen=True)
class Radiator:
    type: int
    height: int
    length: int

    @property
    def output_dt50(self):
        return OUTPUT_PER_METRE[self.type] * HEIGHT_FACTORS[self.height] * self.length / 1000

    def __str__(self):
        return f"type {self.type} {self.height}x{self.length}"


CATALOGUE = tuple(
    Radiator(type_, height, length) for type_ in OUTPUT_PER_METRE for height in HEIGHT_FACTORS for length in LENGTHS
)


def correction_factor(mean_water, room_temperature):
    """Share of the ΔT50 output a radiator gives with this mean water temperature."""
    delta = mean_water - room_temperature
    if delta <= 0:
        return 0.0
    return (delta / 50) ** EXPONENT


def output(radiator, mean_water, room_temperature):
    return radiator.output_dt50 * correction_factor(mean_water, room_temperature)


def choose(required, mean_water, room_temperature, height=600):
    """The shortest radiator of the height that gives the required watts, single panels before double.

    Returns None when none is big enough.
    """
    candidates = [r for r in CATALOGUE if r.height == height]
    candidates.sort(key=lambda r: (r.length, r.type))
    for radiator in candidates:
        if output(radiator, mean_water, room_temperature) >= required:
            return radiator
    return None
