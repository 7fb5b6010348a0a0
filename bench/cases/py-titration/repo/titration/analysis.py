"""From a worksheet to a result."""

from dataclasses import dataclass

from .calc import analyte_molarity, mass_concentration
from .concordance import mean_titre
from .readings import Run
from .reagents import reaction


@dataclass(frozen=True)
class Result:
    reaction: str
    mean_titre_ml: float
    molarity: float  # mol/L of analyte in the original sample
    grams_per_litre: float


def analyse(reaction_name: str, runs: list[Run], titrant_molarity: float, aliquot_ml: float,
            dilution: float = 1.0) -> Result:
    """dilution: how many times the sample was diluted before the aliquots were taken (10 for 25 mL to 250 mL)."""
    rx = reaction(reaction_name)
    titre = mean_titre(runs)
    molarity = analyte_molarity(titrant_molarity, titre, aliquot_ml, rx.ratio) * dilution
    return Result(reaction_name, titre, round(molarity, 4), round(mass_concentration(molarity, rx.analyte_molar_mass), 2))
