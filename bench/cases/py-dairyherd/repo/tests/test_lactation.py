import unittest
from datetime import date

from dairy.lactation import Lactation, days_in_milk
from dairy.recording import by_cow

from . import fixtures


class LactationTest(unittest.TestCase):
    def setUp(self):
        self.herd = fixtures.herd()
        self.records = by_cow(fixtures.records())

    def lactation(self, tag, **kw):
        cow = self.herd[tag]
        return Lactation(tag, cow.last_calving, self.records[tag], **kw)

    def test_days_in_milk(self):
        self.assertEqual(days_in_milk(date(2024, 11, 20), date(2025, 3, 31)), 131)

    def test_points(self):
        self.assertEqual([d for d, _ in self.lactation("UK1001").points()], [15, 49, 78, 106])

    def test_yield_to_date(self):
        # 15 x 31.3 + 34 x 32.95 + 29 x 33.8 + 28 x 31.85 + 25 x 30.7
        self.assertAlmostEqual(self.lactation("UK1001").yield_to_date(fixtures.REPORT_DAY), 4229.3)

    def test_yield_to_date_before_the_last_test(self):
        # to day 60: 15 x 31.3 + 34 x 32.95 + 11 x 34.6
        self.assertAlmostEqual(self.lactation("UK1001").yield_to_date(date(2025, 1, 19)), 1970.4)

    def test_yield_305(self):
        self.assertAlmostEqual(self.lactation("UK1001").yield_305(), 9571.1)
        self.assertAlmostEqual(self.lactation("UK1004").yield_305("fat_kg"), 383.994755)

    def test_dried_off(self):
        lact = self.lactation("UK1004", dried_off=date(2025, 2, 20))
        self.assertEqual(len(lact.tests), 3)
        # stops at day 148: 71 x 37.2 + 34 x 36.15 + 29 x 33.95 + 14 x 32.8
        self.assertAlmostEqual(lact.yield_305(), lact.yield_to_date(date(2025, 2, 20)))
        self.assertAlmostEqual(lact.yield_305(), 5314.05)

    def test_peak_and_persistency(self):
        lact = self.lactation("UK1004")
        self.assertEqual(lact.peak(), (71, 37.2))
        self.assertAlmostEqual(lact.persistency(), 81.98925, places=5)

    def test_no_tests(self):
        lact = Lactation("UK1005", date(2025, 3, 1), [])
        self.assertEqual(lact.yield_to_date(fixtures.REPORT_DAY), 0.0)
        self.assertIsNone(lact.peak())
        self.assertIsNone(lact.persistency())
