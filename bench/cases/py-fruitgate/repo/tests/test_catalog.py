import unittest

from orchard.catalog import UnknownVariety, fruit_of, in_season, price_per_kg


class CatalogTest(unittest.TestCase):
    def test_price(self):
        self.assertEqual(price_per_kg("cox"), 240)

    def test_name_is_trimmed_and_lowercased(self):
        self.assertEqual(price_per_kg("  Bramley "), 180)

    def test_unknown_variety(self):
        with self.assertRaises(UnknownVariety):
            price_per_kg("granny smith")

    def test_fruit(self):
        self.assertEqual(fruit_of("conference"), "pear")

    def test_season_is_inclusive(self):
        self.assertTrue(in_season("victoria", 8))
        self.assertTrue(in_season("victoria", 9))
        self.assertFalse(in_season("victoria", 10))


if __name__ == "__main__":
    unittest.main()
