"""Brew-day numbers for all-grain home brewing."""

from brewday.calc import ibu, original_gravity, strike_temperature, strike_water_l
from brewday.recipe import Grain, Hop, Recipe
from brewday.sheet import brew_sheet

__all__ = [
    "Grain",
    "Hop",
    "Recipe",
    "brew_sheet",
    "ibu",
    "original_gravity",
    "strike_temperature",
    "strike_water_l",
]
