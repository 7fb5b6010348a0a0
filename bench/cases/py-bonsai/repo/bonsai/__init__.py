"""Care planning for a bonsai collection: watering, repotting, wiring."""

from .species import Species, SPECIES
from .tree import Tree
from .care import tasks_for

__all__ = ["Species", "SPECIES", "Tree", "tasks_for"]
