import unittest
from datetime import date

from scheduler.dates import add_months, next_weekday, parse_day, parse_legacy


class AddMonthsTest(unittest.TestCase):
    def test_plain(self):
        self.assertEqual(add_months(date(2026, 1, 15), 1), date(2026, 2, 15))

    def test_clamps_to_month_end(self):
        self.assertEqual(add_months(date(2026, 1, 31), 1), date(2026, 2, 28))
        self.assertEqual(add_months(date(2028, 1, 31), 1), date(2028, 2, 29))

    def test_across_years(self):
        self.assertEqual(add_months(date(2026, 11, 30), 3), date(2027, 2, 28))

    def test_backwards(self):
        self.assertEqual(add_months(date(2026, 3, 31), -1), date(2026, 2, 28))


class WeekdayTest(unittest.TestCase):
    def test_every_weekday(self):
        monday = date(2026, 1, 5)
        for weekday in range(7):
            with self.subTest(weekday=weekday):
                self.assertEqual(next_weekday(monday, weekday).weekday(), weekday)

    def test_same_day(self):
        self.assertEqual(next_weekday(date(2026, 1, 7), 2), date(2026, 1, 7))


class ParseTest(unittest.TestCase):
    def test_iso(self):
        self.assertEqual(parse_day("2026-02-03"), date(2026, 2, 3))

    def test_legacy(self):
        self.assertEqual(parse_legacy("03/02/2026"), date(2026, 2, 3))

    def test_legacy_bad(self):
        with self.assertRaises(ValueError):
            parse_legacy("2026/02")
