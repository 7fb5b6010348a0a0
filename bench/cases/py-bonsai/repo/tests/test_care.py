import unittest
from datetime import date

from bonsai import SPECIES, Tree, tasks_for


class CareTest(unittest.TestCase):
    def test_spring_repot_and_water(self):
        elm = Tree("Elm broom", SPECIES["chinese elm"], 12, last_watered=date(2026, 3, 1),
                   last_repotted=date(2022, 3, 10))
        self.assertEqual(tasks_for(elm, date(2026, 3, 20)), ["water", "repot"])

    def test_deciduous_wired_in_autumn(self):
        maple = Tree("Maple", SPECIES["trident maple"], 8, last_watered=date(2026, 10, 30),
                     last_repotted=date(2025, 3, 1), unwired_branches=[5])
        self.assertEqual(tasks_for(maple, date(2026, 10, 31)), ["wire (leaves off)"])

    def test_pine_wired_in_winter(self):
        pine = Tree("Pine", SPECIES["japanese black pine"], 30, last_watered=date(2027, 1, 2),
                    last_repotted=date(2024, 3, 1), unwired_branches=[6, 10])
        self.assertEqual(tasks_for(pine, date(2027, 1, 5)),
                         ["wire 10 mm branch with 3.5 mm", "wire 6 mm branch with 2 mm"])


if __name__ == "__main__":
    unittest.main()
