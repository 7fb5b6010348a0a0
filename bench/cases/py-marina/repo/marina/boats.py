"""Visiting boats."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Boat:
    name: str
    length_m: float  # length overall, bow to stern, in metres
    beam_m: float  # widest point, in metres
    crew: int = 1

    def __post_init__(self) -> None:
        if self.length_m <= 0 or self.beam_m <= 0:
            raise ValueError(f"{self.name}: length and beam must be positive")
        if self.crew < 1:
            raise ValueError(f"{self.name}: a boat has at least one person aboard")
