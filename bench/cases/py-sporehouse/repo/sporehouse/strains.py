"""The strains the farm grows and what each needs."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Strain:
    code: str
    name: str
    substrate: str
    #: Water content of the hydrated substrate, as a fraction of its wet mass.
    moisture: float
    #: Grain spawn per wet substrate, as a fraction of the wet mass.
    spawn_rate: float
    #: Days from inoculation until the bag is fully colonised.
    colonise_days: int
    #: Days between two flushes once fruiting.
    flush_every_days: int
    #: Flushes worth picking before the bag is spent.
    flushes: int


STRAINS = {
    s.code: s
    for s in [
        Strain("POS", "Pearl oyster", "straw", 0.70, 0.10, 14, 10, 3),
        Strain("SHI", "Shiitake", "oak sawdust", 0.60, 0.05, 70, 21, 3),
        Strain("LMN", "Lion's mane", "oak sawdust", 0.62, 0.08, 18, 14, 2),
        Strain("KGO", "King oyster", "sawdust and bran", 0.65, 0.08, 25, 14, 1),
    ]
}


def strain(code: str) -> Strain:
    try:
        return STRAINS[code.upper()]
    except KeyError:
        raise KeyError(f"unknown strain {code!r}") from None
