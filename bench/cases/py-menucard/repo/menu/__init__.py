"""Menu cards for a small restaurant: dishes, their allergens and diet labels, prices, and the printed card."""

from menu.models import Dish, Ingredient
from menu.allergens import allergens_of
from menu.diet import diet_labels
from menu.render import render_card

__all__ = ["Dish", "Ingredient", "allergens_of", "diet_labels", "render_card"]
