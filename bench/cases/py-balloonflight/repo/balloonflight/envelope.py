"""Envelopes and the lift of the hot air inside them."""

from dataclasses import dataclass

from .atmosphere import air_density, temperature_c
from .units import c_to_k


@dataclass(frozen=True)
class Envelope:
    name: str
    volume_m3: float
    mass_kg: float
    max_temp_c: float = 120.0

    def gross_lift_kg(self, altitude_ft: float, surface_c: float, envelope_c: float) -> float:
        """Lift of the heated air: the mass of outside air displaced less the mass of the hot air."""
        outside_k = c_to_k(temperature_c(altitude_ft, surface_c))
        inside_k = c_to_k(envelope_c)
        return self.volume_m3 * air_density(altitude_ft, surface_c) * (1 - outside_k / inside_k)

    def working_lift_kg(self, altitude_ft: float, surface_c: float, margin_c: float = 20.0) -> float:
        """Lift at the highest envelope temperature flown, margin_c below the maximum."""
        return self.gross_lift_kg(altitude_ft, surface_c, self.max_temp_c - margin_c)


FLEET = {
    "G-BFLA": Envelope("G-BFLA", 2_550.0, 150.0),
    "G-BFLB": Envelope("G-BFLB", 4_250.0, 230.0),
    "G-BFLC": Envelope("G-BFLC", 8_500.0, 420.0),
}
