"""Concentrations from titres."""

from .units import ml_to_l


def moles(molarity: float, volume_ml: float) -> float:
    return molarity * ml_to_l(volume_ml)


def analyte_molarity(titrant_molarity: float, titre_ml: float, aliquot_ml: float, ratio: float = 1.0) -> float:
    """mol/L of the analyte in the aliquot that was titrated."""
    if aliquot_ml <= 0:
        raise ValueError("aliquot volume must be positive")
    return moles(titrant_molarity, titre_ml) * ratio / ml_to_l(aliquot_ml)


def titrant_molarity_from_standard(mass_g: float, molar_mass: float, titre_ml: float, ratio: float = 1.0) -> float:
    """Standardisation: a weighed primary standard titrated with the titrant; ratio is mol standard per mol titrant."""
    if titre_ml <= 0:
        raise ValueError("titre must be positive")
    return mass_g / molar_mass / ratio / ml_to_l(titre_ml)


def mass_concentration(molarity: float, molar_mass: float) -> float:
    """g/L."""
    return molarity * molar_mass
