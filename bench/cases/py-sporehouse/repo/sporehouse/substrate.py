"""Substrate batches: water to add to the dry substrate, wet mass and spawn."""

from dataclasses import dataclass

from .strains import Strain


@dataclass(frozen=True)
class Batch:
    code: str
    strain: Strain
    dry_g: int

    @property
    def water_g(self) -> int:
        """Water that brings the dry substrate to the strain's moisture.

        With moisture m as a share of the wet mass, water / (dry + water) = m,
        so water = dry * m / (1 - m).
        """
        m = self.strain.moisture
        return round(self.dry_g * m / (1 - m))

    @property
    def wet_g(self) -> int:
        return self.dry_g + self.water_g

    @property
    def spawn_g(self) -> int:
        return round(self.wet_g * self.strain.spawn_rate)


def batch(code: str, strain: Strain, dry_g: int) -> Batch:
    if dry_g <= 0:
        raise ValueError(f"batch {code}: no substrate")
    return Batch(code, strain, dry_g)
