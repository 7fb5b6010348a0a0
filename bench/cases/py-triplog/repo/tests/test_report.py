import unittest

from triplog.report import monthly_report
from triplog.trip import Trip

TRIPS = [
    Trip("2026-03-02", "train", 120),
    Trip("2026-03-09", "car", 40, unit="mi", passengers=2),
    Trip("2026-04-14", "plane", 900),
    Trip("2026-04-15", "Train", 60),
]


class ReportTest(unittest.TestCase):
    def test_months(self):
        report = monthly_report(TRIPS, budget_kg=1200)
        self.assertEqual(report.months, {"2026-03": 9.6, "2026-04": 223.5})

    def test_modes(self):
        report = monthly_report(TRIPS, budget_kg=1200)
        self.assertEqual(report.modes, {"train": 6.3, "car": 5.4, "plane": 221.4})

    def test_budget_left(self):
        self.assertEqual(monthly_report(TRIPS, budget_kg=1200).budget_left_kg, 966.9)

    def test_render(self):
        text = monthly_report(TRIPS, budget_kg=1200).render()
        self.assertEqual(
            text.splitlines(),
            [
                "2026-03       9.6 kg",
                "2026-04     223.5 kg",
                "total       233.1 kg over 1,144 km",
                "left        966.9 kg of 1200",
            ],
        )
