import unittest
from datetime import date

from dairy.herd import Cow, Herd

from . import fixtures


class CowTest(unittest.TestCase):
    def test_parity_and_last_calving(self):
        cow = Cow("UK9", "Tess", "HOL", date(2020, 1, 1),
                  calvings=[date(2023, 3, 1), date(2022, 2, 1)])
        self.assertEqual(cow.parity, 2)
        self.assertEqual(cow.last_calving, date(2023, 3, 1))
        self.assertFalse(cow.is_heifer())

    def test_age_months(self):
        cow = Cow("UK9", "Tess", "JER", date(2020, 5, 20))
        self.assertEqual(cow.age_months(date(2022, 5, 19)), 23)
        self.assertEqual(cow.age_months(date(2022, 5, 20)), 24)

    def test_unknown_breed(self):
        with self.assertRaises(ValueError):
            Cow("UK9", "Tess", "ZZZ", date(2020, 1, 1))


class HerdTest(unittest.TestCase):
    def setUp(self):
        self.herd = fixtures.herd()

    def test_lookup(self):
        self.assertEqual(len(self.herd), 6)
        self.assertIn("UK1003", self.herd)
        self.assertEqual(self.herd["UK1003"].name, "Daisy")

    def test_in_milk(self):
        self.assertEqual([c.tag for c in self.herd.in_milk()], ["UK1001", "UK1002", "UK1003", "UK1004"])

    def test_by_breed(self):
        self.assertEqual(self.herd.by_breed(), {"HOL": 2, "JER": 1, "AYR": 1, "XBD": 1, "BSW": 1})

    def test_duplicate_tag(self):
        with self.assertRaises(ValueError):
            self.herd.add(Cow("UK1001", "Again", "HOL", date(2020, 1, 1)))
