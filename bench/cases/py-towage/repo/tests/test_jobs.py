import unittest
from datetime import datetime
from decimal import Decimal

from towage.jobs import Job, plan

from .fixtures import box_ship, bulker, coaster, feeder, fleet, spring_tide


def job(vessel, movement="arrival", start=datetime(2024, 5, 13, 7, 0), **kw):
    return Job(ref=kw.pop("ref", "T-1001"), vessel=vessel, movement=movement, start=start,
               berth=kw.pop("berth", "Berth 104"), agent=kw.pop("agent", "Solent Ship Agency"),
               **kw)


class PlanTest(unittest.TestCase):
    def test_arrival_inside_window(self):
        p = plan(job(bulker()), fleet(), spring_tide())
        self.assertEqual(p.tug_names, ["Test", "Hamble"])
        self.assertTrue(p.tide_ok)
        self.assertEqual(p.window[0], datetime(2024, 5, 13, 6, 30))
        self.assertEqual(p.quote.total, Decimal("5538.50"))

    def test_arrival_too_early_for_the_tide(self):
        p = plan(job(bulker(), start=datetime(2024, 5, 13, 5, 30)), fleet(), spring_tide())
        self.assertFalse(p.tide_ok)

    def test_deep_draught_only_at_high_water(self):
        p = plan(job(box_ship()), fleet(), spring_tide())
        self.assertEqual(p.window, (datetime(2024, 5, 13, 10, 10), datetime(2024, 5, 13, 10, 10)))
        self.assertFalse(p.tide_ok)

    def test_departure_ignores_tide(self):
        p = plan(job(bulker(), "departure", datetime(2024, 5, 13, 5, 30)), fleet(), spring_tide())
        self.assertTrue(p.tide_ok)
        self.assertIsNone(p.window)

    def test_small_vessel_no_tugs(self):
        p = plan(job(coaster()), fleet())
        self.assertEqual(p.tugs, [])
        self.assertEqual(p.quote.total, Decimal("0.00"))

    def test_sunday_departure_with_waiting(self):
        p = plan(job(feeder(), "departure", datetime(2024, 5, 12, 18, 0), waiting_minutes=50),
                 fleet())
        self.assertEqual(p.tug_names, ["Test"])
        # band B: 1980 + 25% 495 + waiting 1 x 180 + fuel 89.10
        self.assertEqual(p.quote.total, Decimal("2744.10"))

    def test_cancelled(self):
        p = plan(job(bulker(), cancelled=True, notice_hours=1), fleet())
        self.assertEqual(p.quote.total, Decimal("2650.00"))


if __name__ == "__main__":
    unittest.main()
