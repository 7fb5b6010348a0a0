"""Burette readings as they are written on the worksheet."""

from dataclasses import dataclass

from .units import parse_volume

BURETTE_CAPACITY_ML = 50.0


@dataclass(frozen=True)
class Run:
    label: str
    initial_ml: float
    final_ml: float
    rough: bool = False

    def __post_init__(self):
        if not 0 <= self.initial_ml <= self.final_ml <= BURETTE_CAPACITY_ML:
            raise ValueError(f"run {self.label}: readings {self.initial_ml} -> {self.final_ml} out of order")

    @property
    def titre_ml(self) -> float:
        return round(self.final_ml - self.initial_ml, 2)


def parse_sheet(text: str) -> list[Run]:
    """Lines like 'R 0.00 24.90 rough' or '1 0.10 24.45'; blank lines and # comments are skipped."""
    runs = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) not in (3, 4) or (len(fields) == 4 and fields[3] != "rough"):
            raise ValueError(f"line {number}: expected 'label initial final [rough]', got {line!r}")
        runs.append(Run(fields[0], parse_volume(fields[1]), parse_volume(fields[2]), len(fields) == 4))
    return runs
