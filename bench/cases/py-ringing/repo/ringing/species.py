"""The species the station rings, with the ring size and the normal ranges of wing and mass."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Species:
    code: str
    name: str
    ring_size: str
    wing_mm: tuple[int, int]
    mass_g: tuple[float, float]


SPECIES: dict[str, Species] = {
    s.code: s
    for s in [
        Species("BLUTI", "Blue Tit", "A", (60, 70), (9.0, 13.5)),
        Species("GRETI", "Great Tit", "B", (70, 80), (15.0, 21.0)),
        Species("ROBIN", "Robin", "B", (68, 77), (15.0, 22.5)),
        Species("WREN", "Wren", "A", (44, 52), (8.0, 12.0)),
        Species("CHIFF", "Chiffchaff", "AA", (54, 64), (6.0, 9.5)),
        Species("BLACA", "Blackcap", "A", (70, 79), (15.0, 26.0)),
        Species("GOLDF", "Goldfinch", "A", (75, 84), (13.5, 19.0)),
        Species("BLABI", "Blackbird", "D", (120, 138), (80.0, 125.0)),
    ]
}


def lookup(code: str) -> Species:
    """The species of a five-letter BTO code, in any case."""
    try:
        return SPECIES[code.strip().upper()]
    except KeyError:
        raise KeyError(f"unknown species code {code!r}") from None
