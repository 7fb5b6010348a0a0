import unittest
from decimal import Decimal

from menu.models import Dish, Ingredient


class IngredientTests(unittest.TestCase):
    def test_vegan_and_vegetarian(self):
        self.assertTrue(Ingredient("tofu").vegan)
        self.assertFalse(Ingredient("cheddar", dairy=True).vegan)
        self.assertTrue(Ingredient("cheddar", dairy=True).vegetarian)
        self.assertFalse(Ingredient("honey", honey=True).vegan)
        self.assertFalse(Ingredient("salmon", animal=True).vegetarian)


class DishTests(unittest.TestCase):
    def test_rejects_negative_price(self):
        with self.assertRaises(ValueError):
            Dish("Free lunch", Decimal("-1"))

    def test_rejects_spiciness_out_of_range(self):
        with self.assertRaises(ValueError):
            Dish("Vindaloo", Decimal("12"), spicy=4)
