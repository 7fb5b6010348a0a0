import unittest
from datetime import date

from marina.rates import nightly_rate_cents, season_for


class SeasonTest(unittest.TestCase):
    def test_seasons(self):
        self.assertEqual(season_for(date(2026, 7, 1)), "high")
        self.assertEqual(season_for(date(2026, 8, 31)), "high")
        self.assertEqual(season_for(date(2026, 9, 1)), "mid")
        self.assertEqual(season_for(date(2026, 5, 15)), "mid")
        self.assertEqual(season_for(date(2026, 4, 30)), "low")
        self.assertEqual(season_for(date(2026, 12, 24)), "low")


class RateTest(unittest.TestCase):
    def test_started_metres(self):
        self.assertEqual(nightly_rate_cents(10.0, "mid"), 2400)
        self.assertEqual(nightly_rate_cents(10.2, "mid"), 2640)
        self.assertEqual(nightly_rate_cents(11.4, "high"), 3840)

    def test_minimum(self):
        self.assertEqual(nightly_rate_cents(6.5, "low"), 1500)
        self.assertEqual(nightly_rate_cents(9.0, "low"), 1620)

    def test_unknown_season(self):
        with self.assertRaises(ValueError):
            nightly_rate_cents(10.0, "winter")


if __name__ == "__main__":
    unittest.main()
