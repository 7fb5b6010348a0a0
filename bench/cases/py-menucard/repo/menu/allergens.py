"""The fourteen allergens that must be declared, and which ingredients carry them."""

from __future__ import annotations

from menu.models import Dish, Ingredient

# Short codes printed on the card, in the order of the legend.
CODES = {
    "celery": "CE",
    "gluten": "GL",
    "crustaceans": "CR",
    "eggs": "EG",
    "fish": "FI",
    "lupin": "LU",
    "milk": "MI",
    "molluscs": "MO",
    "mustard": "MU",
    "nuts": "NU",
    "peanuts": "PE",
    "sesame": "SE",
    "soya": "SO",
    "sulphites": "SU",
}

# Ingredient (lower-case name) -> the allergens it carries. Ingredients not listed carry none.
CARRIERS = {
    "bread": {"gluten"},
    "butter": {"milk"},
    "cheddar": {"milk"},
    "cream": {"milk"},
    "egg": {"eggs"},
    "flour": {"gluten"},
    "mayonnaise": {"eggs", "mustard"},
    "miso": {"soya"},
    "mussels": {"molluscs"},
    "parmesan": {"milk"},
    "pasta": {"gluten", "eggs"},
    "peanut satay": {"peanuts", "soya"},
    "pesto": {"nuts", "milk"},
    "prawns": {"crustaceans"},
    "salmon": {"fish"},
    "soy sauce": {"soya", "gluten"},
    "tahini": {"sesame"},
    "white wine": {"sulphites"},
    "wholegrain mustard": {"mustard"},
}


def carried_by(ingredient: Ingredient) -> set[str]:
    return CARRIERS.get(ingredient.name.lower(), set())


def allergens_of(dish: Dish) -> list[str]:
    """The dish's allergens, in the legend's order."""
    found: set[str] = set()
    for ingredient in dish.ingredients:
        found |= carried_by(ingredient)
    return [allergen for allergen in CODES if allergen in found]


def codes_of(dish: Dish) -> str:
    """The dish's allergen codes as printed: "GL, MI"."""
    return ", ".join(CODES[allergen] for allergen in allergens_of(dish))
