import unittest

from menu.allergens import allergens_of, codes_of
from tests.fixtures import dishes


class AllergenTests(unittest.TestCase):
    def setUp(self):
        self.by_name = {d.name: d for d in dishes()}

    def test_allergens_in_legend_order(self):
        self.assertEqual(["gluten", "eggs", "milk", "nuts"], allergens_of(self.by_name["Pasta al pesto"]))

    def test_capitalised_ingredient_names_match(self):
        self.assertEqual(["gluten", "soya"], allergens_of(self.by_name["Tofu fried rice"]))
        self.assertEqual(["crustaceans", "sulphites"], allergens_of(self.by_name["Garlic prawns"]))

    def test_no_allergens(self):
        self.assertEqual([], allergens_of(self.by_name["Plain rice"]))
        self.assertEqual("", codes_of(self.by_name["Plain rice"]))

    def test_codes(self):
        self.assertEqual("GL, EG, MI, NU", codes_of(self.by_name["Pasta al pesto"]))
