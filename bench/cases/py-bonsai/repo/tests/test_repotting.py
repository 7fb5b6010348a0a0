import unittest
from datetime import date

from bonsai.repotting import repot_due_year, should_repot
from bonsai.seasons import SPRING, SUMMER
from bonsai.species import SPECIES
from bonsai.tree import Tree


class RepottingTest(unittest.TestCase):
    def test_young_and_old_intervals(self):
        young = Tree("a", SPECIES["juniper"], 6, last_repotted=date(2023, 3, 20))
        old = Tree("b", SPECIES["juniper"], 40, last_repotted=date(2023, 3, 20))
        self.assertEqual(repot_due_year(young), 2026)
        self.assertEqual(repot_due_year(old), 2028)

    def test_only_in_spring(self):
        tree = Tree("a", SPECIES["chinese elm"], 5, last_repotted=date(2020, 4, 1))
        self.assertTrue(should_repot(tree, date(2026, 3, 15), SPRING))
        self.assertFalse(should_repot(tree, date(2026, 7, 15), SUMMER))

    def test_not_before_due(self):
        tree = Tree("a", SPECIES["chinese elm"], 5, last_repotted=date(2025, 4, 1))
        self.assertFalse(should_repot(tree, date(2026, 3, 15), SPRING))


if __name__ == "__main__":
    unittest.main()
