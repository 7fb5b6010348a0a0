"""A dye bath: skeins, a dyestuff at a depth of shade, the water and the heating schedule."""

from dataclasses import dataclass, field

from .dyestuffs import dyestuff_grams
from .fibres import weight_of_fibre
from .mordant import mordant
from .schedule import SCHEDULES
from .units import format_grams

LIQUOR_RATIO = 30  # 1 part fibre to 30 parts water: 30 litres for every kilogram


@dataclass
class DyeBath:
    dyestuff: str
    depth: float = 1.0
    skeins: list = field(default_factory=list)

    def add(self, skein):
        self.skeins.append(skein)
        return self

    def wof(self):
        return weight_of_fibre(self.skeins)

    def water_litres(self):
        return round(self.wof() * LIQUOR_RATIO / 1000, 1)

    def dyestuff_g(self):
        return dyestuff_grams(self.dyestuff, self.wof(), self.depth)

    def sheet(self):
        """The sheet pinned above the pot on the dye day."""
        lines = [f"{self.dyestuff.upper()} at {self.depth:.0%}"]
        lines += [f"  {s.label}: {s.fibre.name}, {format_grams(s.dry_g)}" for s in self.skeins]
        lines.append(f"Weight of fibre {format_grams(self.wof())}, water {self.water_litres():g} l")
        lines.append("Mordant: " + ", ".join(f"{chem} {format_grams(g)}" for chem, g in mordant(self.skeins)))
        lines.append(f"Dyestuff: {self.dyestuff} {format_grams(self.dyestuff_g())}")
        lines.append(SCHEDULES[self.dyestuff].render())
        return "\n".join(lines) + "\n"
