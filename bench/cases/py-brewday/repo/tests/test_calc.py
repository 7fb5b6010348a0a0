import unittest

from brewday.calc import ibu, original_gravity, strike_temperature, strike_water_l
from tests.fixtures import pale_ale


class CalcTest(unittest.TestCase):
    def test_original_gravity(self):
        self.assertEqual(original_gravity(pale_ale()), 1.046)

    def test_ibu(self):
        self.assertEqual(ibu(pale_ale()), 22.1)

    def test_no_hops_no_bitterness(self):
        recipe = pale_ale()
        recipe.hops = []
        self.assertEqual(ibu(recipe), 0.0)

    def test_strike_water(self):
        self.assertEqual(strike_water_l(pale_ale()), 12.9)
        self.assertEqual(strike_temperature(pale_ale()), 73.4)


if __name__ == "__main__":
    unittest.main()
