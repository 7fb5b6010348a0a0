import unittest

from brewday.recipe import Recipe
from tests.fixtures import US_STOUT, pale_ale


class RecipeTest(unittest.TestCase):
    def test_grain_total(self):
        self.assertAlmostEqual(pale_ale().grain_kg, 4.3)

    def test_from_us(self):
        stout = Recipe.from_us(US_STOUT)
        self.assertEqual(stout.batch_l, 18.9)
        self.assertEqual([g.kg for g in stout.grains], [3.18, 0.45, 0.45])
        self.assertEqual(stout.hops[0].grams, 43)
        self.assertEqual(stout.mash_c, 66.7)

    def test_from_us_defaults(self):
        plain = Recipe.from_us({"name": "SMaSH", "batch_gal": 3, "grains": [["Pilsner", 6]]})
        self.assertEqual(plain.hops, [])
        self.assertEqual(plain.mash_c, 67.0)
        self.assertEqual(plain.efficiency, 0.72)


if __name__ == "__main__":
    unittest.main()
