"""Rotation plans and cordwood yields for a coppiced woodland."""

from .coupe import Coupe
from .species import SPECIES, Species

__all__ = ["Coupe", "SPECIES", "Species"]
