import unittest
from datetime import date

from dairy import fertility

from . import fixtures


class FertilityTest(unittest.TestCase):
    def setUp(self):
        self.herd = fixtures.herd()

    def test_dates_from_a_service(self):
        self.assertEqual(fertility.expected_calving(date(2024, 8, 28)), date(2025, 6, 7))
        self.assertEqual(fertility.dry_off_date(date(2024, 8, 28)), date(2025, 4, 8))

    def test_calving_intervals(self):
        self.assertEqual(fertility.calving_intervals(self.herd["UK1002"]), [387, 380])
        self.assertEqual(fertility.calving_intervals(self.herd["UK1005"]), [])

    def test_mean_calving_interval(self):
        self.assertAlmostEqual(fertility.mean_calving_interval(self.herd), 541.2)

    def test_conception_and_days_open(self):
        self.assertEqual(fertility.conception(self.herd["UK1001"]), date(2025, 2, 5))
        self.assertEqual(fertility.days_open(self.herd["UK1001"], fixtures.REPORT_DAY), 77)
        self.assertIsNone(fertility.conception(self.herd["UK1003"]))
        self.assertEqual(fertility.days_open(self.herd["UK1003"], fixtures.REPORT_DAY), 85)
        self.assertIsNone(fertility.days_open(self.herd["UK1005"], fixtures.REPORT_DAY))

    def test_due_to_serve(self):
        tags = [c.tag for c in fertility.due_to_serve(self.herd, fixtures.REPORT_DAY)]
        self.assertEqual(tags, ["UK1003", "UK1004"])
        tags = [c.tag for c in fertility.due_to_serve(self.herd, date(2025, 2, 10))]
        self.assertEqual(tags, ["UK1004"])

    def test_due_to_dry_off(self):
        due = fertility.due_to_dry_off(self.herd, fixtures.REPORT_DAY)
        self.assertEqual([(c.tag, d) for c, d in due], [("UK1002", date(2025, 4, 8))])
        self.assertEqual(fertility.due_to_dry_off(self.herd, fixtures.REPORT_DAY, within_days=7), [])
