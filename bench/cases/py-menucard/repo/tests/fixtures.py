from decimal import Decimal

from menu.models import Dish, Ingredient

TOMATO = Ingredient("tomato")
BASIL = Ingredient("basil")
RICE = Ingredient("rice")
TOFU = Ingredient("tofu")
SOY = Ingredient("Soy sauce")
PASTA = Ingredient("pasta", egg=True)
PARMESAN = Ingredient("Parmesan", dairy=True)
PESTO = Ingredient("pesto", dairy=True)
PRAWNS = Ingredient("prawns", animal=True)
BREAD = Ingredient("bread")
HONEY = Ingredient("honey", honey=True)


def dishes():
    return [
        Dish("Tomato bruschetta", Decimal("6.50"), [BREAD, TOMATO, BASIL], section="Starters"),
        Dish("Pasta al pesto", Decimal("13.00"), [PASTA, PESTO, PARMESAN]),
        Dish("Tofu fried rice", Decimal("11.50"), [RICE, TOFU, SOY], spicy=2),
        Dish("Garlic prawns", Decimal("15.00"), [PRAWNS, Ingredient("garlic"), Ingredient("White wine")]),
        Dish("Plain rice", Decimal("3.00"), [RICE], section="Sides"),
        Dish("Honey rice pudding", Decimal("5.50"), [RICE, HONEY], section="Desserts"),
    ]
