"""Recipes, the display freezer and the production plan of a gelato shop."""

from gelato.freezer import Freezer, Pan
from gelato.plan import Batch, make_plan
from gelato.recipes import Recipe, parse_recipes

__all__ = ["Batch", "Freezer", "Pan", "Recipe", "make_plan", "parse_recipes"]
