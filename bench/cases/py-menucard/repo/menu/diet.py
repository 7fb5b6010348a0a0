"""Diet labels: (VG) vegan, (V) vegetarian, (GF) gluten free."""

from __future__ import annotations

from menu.allergens import allergens_of
from menu.models import Dish


def diet_labels(dish: Dish) -> list[str]:
    labels = []
    if dish.ingredients and all(i.vegan for i in dish.ingredients):
        labels.append("VG")
    elif dish.ingredients and all(i.vegetarian for i in dish.ingredients):
        labels.append("V")
    if "gluten" not in allergens_of(dish):
        labels.append("GF")
    return labels
