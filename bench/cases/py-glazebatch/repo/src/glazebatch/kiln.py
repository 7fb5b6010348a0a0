"""Planning a kiln load: pieces of one cone, largest first, onto shelves."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field

SHELF_AREA_CM2 = 1500.0


@dataclass(frozen=True)
class Piece:
    ref: str
    owner: str
    cone: str
    footprint_cm2: float


@dataclass
class Shelf:
    cone: str
    pieces: list[Piece] = field(default_factory=list)

    @property
    def used(self) -> float:
        return sum(p.footprint_cm2 for p in self.pieces)

    def fits(self, piece: Piece, area: float = SHELF_AREA_CM2) -> bool:
        return piece.cone == self.cone and self.used + piece.footprint_cm2 <= area


def read_pieces(text: str) -> list[Piece]:
    """Pieces from CSV with the columns ref, owner, cone, footprint_cm2."""
    pieces = []
    for row in csv.DictReader(io.StringIO(text)):
        area = float(row["footprint_cm2"])
        if area <= 0 or area > SHELF_AREA_CM2:
            raise ValueError(f"{row['ref']}: footprint {area:g} cm² does not fit a shelf")
        pieces.append(Piece(row["ref"], row["owner"], row["cone"].strip(), area))
    return pieces


def plan_load(pieces: list[Piece], shelves: int) -> tuple[list[Shelf], list[Piece]]:
    """First fit, largest pieces first; returns the shelves and what did not fit."""
    planned: list[Shelf] = []
    left: list[Piece] = []
    for piece in sorted(pieces, key=lambda p: (-p.footprint_cm2, p.ref)):
        shelf = next((s for s in planned if s.fits(piece)), None)
        if shelf is None and len(planned) < shelves:
            shelf = Shelf(piece.cone)
            planned.append(shelf)
        if shelf is None:
            left.append(piece)
        else:
            shelf.pieces.append(piece)
    return planned, left
