"""Docking stations: bikes in, bikes out, and which stations need bikes moved."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Station:
    code: str
    docks: int
    bikes: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.bikes <= self.docks:
            raise ValueError(f"{self.code}: {self.bikes} bikes in {self.docks} docks")

    @property
    def free_docks(self) -> int:
        return self.docks - self.bikes

    def undock(self) -> None:
        if self.bikes == 0:
            raise RuntimeError(f"{self.code} has no bikes")
        self.bikes -= 1

    def dock(self) -> None:
        if self.free_docks == 0:
            raise RuntimeError(f"{self.code} is full")
        self.bikes += 1


def needs_bikes(stations: list[Station], below: int = 2) -> list[str]:
    """Codes of stations with fewer than `below` bikes, emptiest first."""
    low = [s for s in stations if s.bikes < below]
    return [s.code for s in sorted(low, key=lambda s: (s.bikes, s.code))]


def needs_space(stations: list[Station], below: int = 2) -> list[str]:
    """Codes of stations with fewer than `below` free docks, fullest first."""
    full = [s for s in stations if s.free_docks < below]
    return [s.code for s in sorted(full, key=lambda s: (s.free_docks, s.code))]
