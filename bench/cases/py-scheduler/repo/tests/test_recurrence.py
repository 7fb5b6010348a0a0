import unittest
from datetime import date

from scheduler import Recurrence, occurrences
from scheduler.dates import parse_legacy
from scheduler.recurrence import first_on_weekday


class RuleTest(unittest.TestCase):
    def test_bad_frequency(self):
        with self.assertRaisesRegex(ValueError, "frequency"):
            Recurrence(date(2026, 1, 1), "yearly")

    def test_bad_interval(self):
        with self.assertRaises(ValueError):
            Recurrence(date(2026, 1, 1), "daily", 0)


class OccurrencesTest(unittest.TestCase):
    def test_daily(self):
        rule = Recurrence(date(2026, 1, 1), "daily", 2)
        self.assertEqual(list(occurrences(rule, date(2026, 1, 1), 3)), [date(2026, 1, 1), date(2026, 1, 3), date(2026, 1, 5)])

    def test_weekly(self):
        rule = Recurrence(date(2026, 1, 5), "weekly")
        got = list(occurrences(rule, date(2026, 1, 10), 2))
        self.assertEqual(got, [date(2026, 1, 12), date(2026, 1, 19)])

    def test_fortnightly(self):
        rule = Recurrence(date(2026, 1, 5), "weekly", 2)
        self.assertEqual(list(occurrences(rule, date(2026, 1, 6), 2)), [date(2026, 1, 19), date(2026, 2, 2)])

    def test_monthly_end_of_month(self):
        rule = Recurrence(date(2026, 1, 31), "monthly")
        got = list(occurrences(rule, date(2026, 1, 1), 4))
        self.assertEqual(got, [date(2026, 1, 31), date(2026, 2, 28), date(2026, 3, 31), date(2026, 4, 30)])

    def test_first_on_weekday(self):
        rule = first_on_weekday(date(2026, 1, 1), 0)
        self.assertEqual(rule.start, date(2026, 1, 5))

    def test_from_legacy_import(self):
        rule = Recurrence(parse_legacy("05/01/2026"), "weekly")
        self.assertEqual(rule.nth(3), date(2026, 1, 26))

    def test_monthly_into_next_year(self):
        rule = Recurrence(date(2026, 10, 15), "monthly")
        got = list(occurrences(rule, date(2026, 10, 1), 4))
        self.assertEqual(got, [date(2026, 10, 15), date(2026, 11, 15), date(2026, 12, 15), date(2027, 1, 15)])
