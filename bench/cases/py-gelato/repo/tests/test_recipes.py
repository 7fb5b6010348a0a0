import unittest

from gelato.recipes import RecipeError, parse_recipes
from tests.shop import recipes


class RecipeTest(unittest.TestCase):
    def test_parse(self):
        book = recipes()
        self.assertEqual(sorted(book), ["fior di latte", "lemon sorbet", "pistachio"])
        self.assertEqual(book["pistachio"].litres, 4)
        self.assertEqual(book["pistachio"].grams["pistachio paste"], 380)

    def test_scale_rounds_to_five_grams(self):
        lemon = recipes()["lemon sorbet"]
        self.assertEqual(lemon.scale(3), {"water": 1400, "sugar": 780, "lemon juice": 650})
        self.assertEqual(lemon.scale(1.5), {"water": 700, "sugar": 390, "lemon juice": 325})
        self.assertEqual(recipes()["fior di latte"].scale(0.5)["dextrose"], 15)

    def test_scale_refuses_nothing(self):
        with self.assertRaises(RecipeError):
            recipes()["pistachio"].scale(0)

    def test_bad_lines(self):
        with self.assertRaisesRegex(RecipeError, "line 1: an ingredient before"):
            parse_recipes("sugar 100")
        with self.assertRaisesRegex(RecipeError, "line 2: want ingredient grams"):
            parse_recipes("[mint] 2\nsugar lots")
        with self.assertRaisesRegex(RecipeError, "mint twice"):
            parse_recipes("[mint] 2\n[mint] 3")


if __name__ == "__main__":
    unittest.main()
