"""A coupe: one plot of the wood, cut all at once."""

from __future__ import annotations

from dataclasses import dataclass

from .species import Species


@dataclass
class Coupe:
    code: str
    area_ha: float
    species: Species
    last_cut: int  # year of the last cut

    def age(self, year: int) -> int:
        """Years of regrowth on the stools in the given year."""
        if year < self.last_cut:
            raise ValueError(f"{self.code}: {year} is before the last cut in {self.last_cut}")
        return year - self.last_cut

    def next_cut(self) -> int:
        return self.last_cut + self.species.rotation_years
