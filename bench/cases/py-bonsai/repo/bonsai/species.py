from dataclasses import dataclass


@dataclass(frozen=True)
class Species:
    name: str
    # days between waterings in the growing season and in winter
    water_summer_days: int
    water_winter_days: int
    # a young tree is repotted every repot_young years, an old one every repot_old
    repot_young: int
    repot_old: int
    deciduous: bool
    # whether it must stay outdoors in winter (needs dormancy)
    needs_dormancy: bool = True


SPECIES = {
    "trident maple": Species("trident maple", 1, 4, 2, 4, deciduous=True),
    "japanese black pine": Species("japanese black pine", 2, 7, 3, 5, deciduous=False),
    "juniper": Species("juniper", 2, 7, 3, 5, deciduous=False),
    "ficus": Species("ficus", 2, 5, 2, 3, deciduous=False, needs_dormancy=False),
    "chinese elm": Species("chinese elm", 1, 5, 2, 4, deciduous=True),
}


def lookup(name):
    try:
        return SPECIES[name.strip().lower()]
    except KeyError:
        raise KeyError(f"unknown species {name!r}") from None
