"""Captures: each logged bird, with its ring (issued from the stock for a new bird)."""

from __future__ import annotations

from dataclasses import dataclass

from .biometrics import Biometrics, out_of_range
from .log import LogLine
from .rings import RingStock
from .species import lookup


@dataclass(frozen=True)
class Capture:
    time: str
    species: str
    ring: str
    age: str
    bio: Biometrics
    retrap: bool
    warnings: tuple[str, ...] = ()


def process(lines: list[LogLine], stock: RingStock, known: set[str]) -> list[Capture]:
    """The captures of the day. A line without a ring is a new bird and gets the next ring of its
    species' size; a line with a ring is a retrap if the ring is known, else a control (a bird
    ringed elsewhere), which counts as new. Rings issued today become known."""
    captures = []
    for line in lines:
        species = lookup(line.species)
        if line.ring:
            ring = line.ring
            retrap = ring in known
        else:
            ring = stock.issue(species.ring_size)
            retrap = False
        known.add(ring)
        captures.append(
            Capture(
                time=line.time,
                species=species.code,
                ring=ring,
                age=line.age,
                bio=line.bio,
                retrap=retrap,
                warnings=tuple(out_of_range(species, line.bio)),
            )
        )
    return captures
