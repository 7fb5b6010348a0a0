import unittest

from brewday.recipe import Recipe
from brewday.sheet import brew_sheet
from tests.fixtures import US_STOUT, pale_ale


class SheetTest(unittest.TestCase):
    def test_pale_ale(self):
        self.assertEqual(
            brew_sheet(pale_ale()),
            [
                "Pale Ale: 20.0 L",
                "Mash 4.30 kg grain in 12.9 L at 73.4 °C, rest at 67.0 °C",
                "  Maris Otter: 4.00 kg",
                "  Crystal 60: 0.30 kg",
                "  Cascade: 20 g at 60 min (6.0% AA)",
                "  Cascade: 30 g at 10 min (6.0% AA)",
                "OG 1.046, 22 IBU",
            ],
        )

    def test_imported_stout(self):
        sheet = brew_sheet(Recipe.from_us(US_STOUT))
        self.assertEqual(sheet[1], "Mash 4.08 kg grain in 12.2 L at 73.1 °C, rest at 66.7 °C")
        self.assertEqual(sheet[-1], "OG 1.047, 27 IBU")


if __name__ == "__main__":
    unittest.main()
