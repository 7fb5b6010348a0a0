import unittest
from datetime import date

from bonsai.species import SPECIES
from bonsai.tree import Tree
from bonsai.watering import needs_water, watering_interval


class WateringTest(unittest.TestCase):
    def setUp(self):
        self.maple = Tree("Shohin maple", SPECIES["trident maple"], 8, last_watered=date(2026, 7, 10))

    def test_interval_in_summer_and_winter(self):
        self.assertEqual(watering_interval(self.maple, date(2026, 7, 11)), 1)
        self.assertEqual(watering_interval(self.maple, date(2026, 1, 11)), 4)

    def test_due_after_interval(self):
        self.assertFalse(needs_water(self.maple, date(2026, 7, 10)))
        self.assertTrue(needs_water(self.maple, date(2026, 7, 11)))

    def test_never_watered(self):
        self.assertTrue(needs_water(Tree("New", SPECIES["ficus"], 3), date(2026, 2, 1)))


if __name__ == "__main__":
    unittest.main()
