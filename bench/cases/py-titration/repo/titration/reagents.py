"""The reactions the lab runs, with their stoichiometry."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Reaction:
    titrant: str
    analyte: str
    ratio: float  # mol of analyte per mol of titrant
    analyte_molar_mass: float  # g/mol


REACTIONS = {
    "vinegar": Reaction("NaOH", "ethanoic acid", 1.0, 60.05),
    "limewater": Reaction("HCl", "calcium hydroxide", 0.5, 74.09),
    "sulfuric": Reaction("NaOH", "sulfuric acid", 0.5, 98.08),
    "washing soda": Reaction("HCl", "sodium carbonate", 0.5, 105.99),
}

# Primary standards for standardising titrants: molar mass and mol of standard per mol of titrant.
STANDARDS = {
    "KHP": (204.22, 1.0),  # potassium hydrogen phthalate against NaOH
    "borax": (381.37, 0.5),  # sodium tetraborate decahydrate against HCl
}


def reaction(name: str) -> Reaction:
    try:
        return REACTIONS[name]
    except KeyError:
        raise ValueError(f"unknown reaction {name!r}; known: {', '.join(sorted(REACTIONS))}") from None
