import unittest

from mothtrap.species import CHECKLIST, Species, lookup


class SpeciesTest(unittest.TestCase):
    def test_lookup(self):
        self.assertEqual(lookup("2069").name, "Heart and Dart")
        with self.assertRaisesRegex(KeyError, "unknown species code '9999'"):
            lookup("9999")

    def test_in_season(self):
        shell = CHECKLIST["1742"]
        self.assertTrue(shell.in_season(6))
        self.assertTrue(shell.in_season(8))
        self.assertFalse(shell.in_season(5))
        self.assertFalse(shell.in_season(9))

    def test_season_over_new_year(self):
        winter = lookup("1799")
        for month in (10, 11, 12, 1):
            self.assertTrue(winter.in_season(month), month)
        for month in (2, 6, 9):
            self.assertFalse(winter.in_season(month), month)

    def test_codes_match(self):
        for code, species in CHECKLIST.items():
            self.assertIsInstance(species, Species)
            self.assertEqual(code, species.code)


if __name__ == "__main__":
    unittest.main()
