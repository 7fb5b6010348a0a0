"""Colonies, their hives and their queens."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date

# International queen marking colours by the last digit of the year she was
# mated ("Will You Raise Good Bees": White, Yellow, Red, Green, Blue).
MARKING_COLOURS = {
    1: "white", 6: "white",
    2: "yellow", 7: "yellow",
    3: "red", 8: "red",
    4: "green", 9: "green",
    5: "blue", 0: "blue",
}

# Frames per box for the hive types the association uses.
FRAMES_PER_BOX = {
    "national": 11,
    "14x12": 11,
    "commercial": 11,
    "langstroth": 10,
    "warre": 8,
}


def marking_colour(year: int) -> str:
    """The colour a queen mated in ``year`` is marked with."""
    return MARKING_COLOURS[year % 10]


@dataclass
class Queen:
    year: int
    marked: bool = True
    clipped: bool = False
    origin: str = "own"

    @property
    def colour(self) -> str | None:
        return marking_colour(self.year) if self.marked else None

    def age(self, on: date) -> int:
        """Her age in seasons: a queen mated last summer is in her second."""
        return on.year - self.year + 1


@dataclass
class Hive:
    name: str
    site: str
    hive_type: str = "national"
    brood_boxes: int = 1
    supers: int = 0
    queen: Queen | None = None
    notes: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.hive_type not in FRAMES_PER_BOX:
            raise ValueError(f"unknown hive type {self.hive_type!r}")

    @property
    def brood_frames(self) -> int:
        """Frames available to the queen."""
        return FRAMES_PER_BOX[self.hive_type] * self.brood_boxes

    @property
    def queenright(self) -> bool:
        return self.queen is not None

    def requeen(self, queen: Queen) -> None:
        self.queen = queen
        self.notes.append(f"requeened with a {queen.year} queen ({queen.origin})")


def by_site(hives: list[Hive]) -> dict[str, list[Hive]]:
    """Hives grouped by apiary site, sites and hives in name order."""
    out: dict[str, list[Hive]] = {}
    for hive in sorted(hives, key=lambda h: (h.site, h.name)):
        out.setdefault(hive.site, []).append(hive)
    return out
