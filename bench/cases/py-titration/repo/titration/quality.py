"""Checks the technician runs before a practical: a titrant's standardisation and a check sample."""

from .calc import analyte_molarity, titrant_molarity_from_standard
from .concordance import mean_titre
from .readings import Run
from .reagents import STANDARDS, reaction

RECOVERY_LIMITS = (98.0, 102.0)


def standardise(standard: str, mass_g: float, runs: list[Run]) -> float:
    """Titrant molarity from a weighed standard dissolved and titrated whole (one weighing, repeated runs)."""
    molar_mass, ratio = STANDARDS[standard]
    return round(titrant_molarity_from_standard(mass_g, molar_mass, mean_titre(runs), ratio), 4)


def recovery_percent(reaction_name: str, runs: list[Run], titrant_molarity: float, aliquot_ml: float,
                     certified_molarity: float) -> float:
    """How much of a certified check sample's analyte the method finds, in percent."""
    rx = reaction(reaction_name)
    found = analyte_molarity(titrant_molarity, mean_titre(runs), aliquot_ml, rx.ratio)
    return round(100 * found / certified_molarity, 1)


def within_limits(recovery: float) -> bool:
    low, high = RECOVERY_LIMITS
    return low <= recovery <= high
