import unittest
from datetime import date, datetime

from marina.stays import Stay, nights_charged, nights_in


class NightsTest(unittest.TestCase):
    def test_whole_nights(self):
        stay = Stay(datetime(2026, 6, 1, 17, 0), datetime(2026, 6, 4, 10, 0))
        self.assertEqual(nights_charged(stay), 3)

    def test_day_visit_is_one_night(self):
        stay = Stay(datetime(2026, 6, 1, 9, 0), datetime(2026, 6, 1, 18, 0))
        self.assertEqual(nights_charged(stay), 1)

    def test_late_departure_within_grace(self):
        stay = Stay(datetime(2026, 6, 1, 17, 0), datetime(2026, 6, 3, 13, 0))
        self.assertEqual(nights_charged(stay), 2)

    def test_late_departure_after_grace(self):
        stay = Stay(datetime(2026, 6, 1, 17, 0), datetime(2026, 6, 3, 13, 1))
        self.assertEqual(nights_charged(stay), 3)
        self.assertEqual(nights_charged(stay, grace_minutes=90), 2)

    def test_dates_of_the_nights(self):
        stay = Stay(datetime(2026, 8, 30, 15, 0), datetime(2026, 9, 2, 11, 0))
        self.assertEqual(nights_in(stay), [date(2026, 8, 30), date(2026, 8, 31), date(2026, 9, 1)])

    def test_departure_before_arrival(self):
        with self.assertRaises(ValueError):
            Stay(datetime(2026, 6, 2, 9, 0), datetime(2026, 6, 1, 9, 0))


if __name__ == "__main__":
    unittest.main()
