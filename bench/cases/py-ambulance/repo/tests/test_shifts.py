import unittest
from datetime import datetime

from ambulance import shifts
from ambulance.shifts import Shift, parse_shift

from . import fixtures


class ParseShiftTest(unittest.TestCase):
    def test_day_shift(self):
        shift = parse_shift("A103 08:00-20:00", fixtures.DAY)
        self.assertEqual(shift, Shift("A103", datetime(2024, 3, 5, 8), datetime(2024, 3, 5, 20)))
        self.assertEqual(shift.hours, 12.0)

    def test_night_shift_ends_next_day(self):
        shift = parse_shift("A105 19:00-07:00", fixtures.DAY)
        self.assertEqual(shift.end, datetime(2024, 3, 6, 7))
        self.assertTrue(shift.covers(datetime(2024, 3, 6, 3)))
        self.assertFalse(shift.covers(datetime(2024, 3, 6, 7)))

    def test_backwards_shift(self):
        with self.assertRaises(ValueError):
            Shift("A1", datetime(2024, 3, 5, 9), datetime(2024, 3, 5, 9))


class UtilisationTest(unittest.TestCase):
    def setUp(self):
        self.shifts = fixtures.shifts()
        self.calls = fixtures.calls()

    def test_staffed_hours(self):
        self.assertEqual(shifts.staffed_hours(self.shifts), 81.0)

    def test_busy_hours(self):
        self.assertAlmostEqual(shifts.busy_hours(self.calls), 18.058, places=3)

    def test_uhu(self):
        self.assertEqual(shifts.unit_hour_utilisation(self.shifts, self.calls), 0.22)
        self.assertEqual(shifts.unit_hour_utilisation([], self.calls), 0.0)


class CoverTest(unittest.TestCase):
    def test_hourly_cover(self):
        cover = shifts.hourly_cover(fixtures.shifts(), fixtures.DAY)
        self.assertEqual(len(cover), 24)
        self.assertEqual(cover[:8], [2, 2, 2, 2, 2, 2, 2, 3])
        self.assertEqual(max(cover), 4)

    def test_gaps(self):
        self.assertEqual(shifts.gaps(fixtures.shifts(), fixtures.DAY), [])
        self.assertEqual(shifts.gaps(fixtures.shifts(), fixtures.DAY, minimum=3),
                         [0, 1, 2, 3, 4, 5, 6, 23])


if __name__ == "__main__":
    unittest.main()
