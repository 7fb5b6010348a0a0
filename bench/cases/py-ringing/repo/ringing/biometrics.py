"""Wing length, mass and fat score of a bird in the hand."""

from __future__ import annotations

from dataclasses import dataclass

from .species import Species


@dataclass(frozen=True)
class Biometrics:
    # Maximum chord, mm.
    wing_mm: int
    # Grams, to a tenth.
    mass_g: float
    # Fat score, 0 to 8.
    fat: int


def parse_biometrics(wing: str, mass: str, fat: str) -> Biometrics:
    """The biometrics as written on the log sheet: wing "67", mass "11.2" (or "11,2"), fat "2"."""
    try:
        wing_mm = int(wing.strip())
    except ValueError:
        raise ValueError(f"wing must be whole millimetres: {wing!r}") from None
    try:
        mass_g = round(float(mass.strip().replace(",", ".")), 1)
    except ValueError:
        raise ValueError(f"not a mass in grams: {mass!r}") from None
    fat_score = int(fat.strip() or "0")
    if not 0 <= fat_score <= 8:
        raise ValueError(f"fat score must be 0 to 8: {fat!r}")
    return Biometrics(wing_mm, mass_g, fat_score)


def out_of_range(species: Species, bio: Biometrics) -> list[str]:
    """Warnings for measurements outside the species' normal range: a misread or a wrong species."""
    warnings = []
    low, high = species.wing_mm
    if not low <= bio.wing_mm <= high:
        warnings.append(f"wing {bio.wing_mm} mm outside {low}-{high}")
    low_g, high_g = species.mass_g
    if not low_g <= bio.mass_g <= high_g:
        warnings.append(f"mass {bio.mass_g} g outside {low_g}-{high_g}")
    return warnings
