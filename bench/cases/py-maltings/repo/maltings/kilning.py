"""Kiln programmes: drying the green malt and curing it to colour."""

from dataclasses import dataclass

from . import units

KWH_PER_KG_WATER = 1.1  # fuel per kg of water driven off, burner and kiln losses included
BASE_COLOUR_EBC = 2.0  # colour of the green malt dried cold
COLOUR_FACTOR = 0.007  # EBC per (degree-hour of curing above 80 C) ** 1.5


@dataclass(frozen=True)
class KilnPhase:
    name: str
    air_on_c: float
    hours: float
    moisture_out: float  # % at the end of the phase


@dataclass(frozen=True)
class KilnProgramme:
    name: str
    phases: tuple

    def __post_init__(self):
        if not self.phases:
            raise ValueError("a kiln programme needs at least one phase")
        previous = 100.0
        for phase in self.phases:
            if phase.moisture_out >= previous:
                raise ValueError(f"{self.name}: moisture must fall in every phase ({phase.name})")
            previous = phase.moisture_out

    @property
    def hours(self):
        return sum(phase.hours for phase in self.phases)

    @property
    def final_moisture(self):
        return self.phases[-1].moisture_out

    @property
    def curing(self):
        return self.phases[-1]


def colour_ebc(programme):
    """Malt colour from the curing phase: hotter and longer cures give darker malt."""
    cure = programme.curing
    degree_hours = max(cure.air_on_c - 80.0, 0.0) * cure.hours
    return round(BASE_COLOUR_EBC + COLOUR_FACTOR * degree_hours**1.5, 1)


def water_driven_off_kg(green_kg, green_moisture, programme):
    """Water the kiln takes out of `green_kg` of green malt."""
    dry = units.dry_matter(green_kg, green_moisture)
    return green_kg - units.at_moisture(dry, programme.final_moisture)


def energy_kwh(green_kg, green_moisture, programme):
    """Fuel for one kiln load."""
    return round(water_driven_off_kg(green_kg, green_moisture, programme) * KWH_PER_KG_WATER, 1)


PALE_ALE = KilnProgramme(
    "pale ale",
    (
        KilnPhase("free drying", 60.0, 12.0, 20.0),
        KilnPhase("break", 70.0, 6.0, 10.0),
        KilnPhase("curing", 100.0, 4.0, 3.5),
    ),
)
LAGER = KilnProgramme(
    "lager",
    (
        KilnPhase("free drying", 55.0, 14.0, 20.0),
        KilnPhase("break", 65.0, 6.0, 10.0),
        KilnPhase("curing", 85.0, 4.0, 4.5),
    ),
)
MUNICH = KilnProgramme(
    "munich",
    (
        KilnPhase("free drying", 50.0, 14.0, 22.0),
        KilnPhase("break", 70.0, 6.0, 10.0),
        KilnPhase("curing", 105.0, 6.0, 3.0),
    ),
)

PROGRAMMES = {p.name: p for p in (PALE_ALE, LAGER, MUNICH)}


def programme(name):
    try:
        return PROGRAMMES[name]
    except KeyError:
        raise KeyError(f"no kiln programme {name!r}; have {sorted(PROGRAMMES)}") from None
