"""The shop's recipes and a morning's freezer, shared by the tests."""

from gelato.freezer import Freezer, Pan
from gelato.recipes import parse_recipes

RECIPES = """
[fior di latte] 4
whole milk 2600
cream 700
sugar 560
dextrose 120

[pistachio] 4
whole milk 2200
cream 500
sugar 480
pistachio paste 380

[lemon sorbet] 3
water 1400
sugar 780
lemon juice 650
"""


def recipes():
    return parse_recipes(RECIPES)


def freezer():
    return Freezer([
        Pan("fior di latte", stock_ml=1200),
        Pan("pistachio", stock_ml=3400),
        Pan("lemon sorbet", capacity_ml=4000, stock_ml=900, par_ml=1000),
    ])
