"""The wool press log: each bale's number, line (grade) and weight."""

from __future__ import annotations

from dataclasses import dataclass

LINES = ("fleece", "bellies", "pieces", "locks")
MIN_KG = 110
MAX_KG = 204


@dataclass(frozen=True)
class Bale:
    number: int
    line: str
    kg: int

    def __post_init__(self) -> None:
        if self.line not in LINES:
            raise ValueError(f"bale {self.number}: unknown line {self.line!r}")
        if not MIN_KG <= self.kg <= MAX_KG:
            raise ValueError(f"bale {self.number}: {self.kg} kg outside {MIN_KG}..{MAX_KG}")


class PressLog:
    def __init__(self) -> None:
        self.bales: list[Bale] = []

    def press(self, line: str, kg: int) -> Bale:
        bale = Bale(len(self.bales) + 1, line, kg)
        self.bales.append(bale)
        return bale

    def total_kg(self) -> int:
        return sum(b.kg for b in self.bales)
