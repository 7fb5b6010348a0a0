import unittest
from datetime import date

from cyclelog import report
from cyclelog.rides import Ride

LOG = [
    Ride(date(2026, 3, 2), 25400, 3600, 210),
    Ride(date(2026, 3, 4), 40250, 5400, 480),
    Ride(date(2026, 3, 10), 18300, 2700, 120),
]


class ReportTest(unittest.TestCase):
    def test_by_week(self):
        weeks = report.by_week(LOG)
        self.assertEqual(list(weeks), [(2026, 10), (2026, 11)])

    def test_week_summary(self):
        s = report.week_summary(LOG[:2])
        self.assertEqual(s, {"rides": 2, "distance": 65.7, "speed": 26.3, "climb_m": 690})

    def test_weekly_lines(self):
        self.assertEqual(
            report.weekly(LOG),
            ["2026-W10: 2 rides, 65.7 km, 26.3 km/h", "2026-W11: 1 rides, 18.3 km, 24.4 km/h"],
        )
