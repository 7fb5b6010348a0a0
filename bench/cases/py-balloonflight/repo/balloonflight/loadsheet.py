"""The load sheet: everything the envelope has to lift."""

from dataclasses import dataclass, field

from .envelope import Envelope

FULL_CYLINDER_KG = 70.0
PILOT_KG = 85.0


@dataclass
class LoadSheet:
    envelope: Envelope
    basket_kg: float
    burner_kg: float
    cylinders: int
    passengers_kg: list[float] = field(default_factory=list)

    def total_kg(self) -> float:
        return (
            self.envelope.mass_kg
            + self.basket_kg
            + self.burner_kg
            + self.cylinders * FULL_CYLINDER_KG
            + PILOT_KG
            + sum(self.passengers_kg)
        )

    def spare_lift_kg(self, altitude_ft: float, surface_c: float) -> float:
        return self.envelope.working_lift_kg(altitude_ft, surface_c) - self.total_kg()

    def max_extra_passengers(
        self, altitude_ft: float, surface_c: float, passenger_kg: float = 80.0
    ) -> int:
        spare = self.spare_lift_kg(altitude_ft, surface_c)
        return max(0, int(spare // passenger_kg))
