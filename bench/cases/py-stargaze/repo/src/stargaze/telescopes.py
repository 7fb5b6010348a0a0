"""The observatory's telescopes."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Telescope:
    key: str
    name: str
    aperture_mm: int
    block_minutes: int = 30

    def describe(self) -> str:
        return f"{self.name} ({self.aperture_mm} mm)"


CATALOGUE = {
    "dob": Telescope("dob", "Dobsonian", 406, block_minutes=30),
    "refractor": Telescope("refractor", "Apochromatic refractor", 130, block_minutes=60),
    "solar": Telescope("solar", "Hydrogen-alpha solar scope", 60, block_minutes=15),
}
