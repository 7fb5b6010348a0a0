import unittest
from datetime import date

from coldstore.stay import month_start, storage_days

NOV1, NOV30 = date(2026, 11, 1), date(2026, 11, 30)


class StorageDaysTest(unittest.TestCase):
    def test_whole_stay_inside(self):
        self.assertEqual(storage_days(date(2026, 11, 3), date(2026, 11, 9), NOV1, NOV30), 7)

    def test_in_and_out_same_day(self):
        self.assertEqual(storage_days(date(2026, 11, 5), date(2026, 11, 5), NOV1, NOV30), 1)

    def test_still_in_store(self):
        self.assertEqual(storage_days(date(2026, 11, 21), None, NOV1, NOV30), 10)

    def test_checked_in_last_month(self):
        self.assertEqual(storage_days(date(2026, 10, 20), date(2026, 11, 4), NOV1, NOV30), 4)
        self.assertEqual(storage_days(date(2026, 10, 20), None, NOV1, NOV30), 30)

    def test_outside_period(self):
        self.assertEqual(storage_days(date(2026, 10, 1), date(2026, 10, 31), NOV1, NOV30), 0)
        self.assertEqual(storage_days(date(2026, 12, 1), None, NOV1, NOV30), 0)

    def test_bad_period(self):
        with self.assertRaises(ValueError):
            storage_days(NOV1, None, NOV30, NOV1)


class MonthStartTest(unittest.TestCase):
    def test_month_start(self):
        self.assertEqual(month_start(date(2026, 2, 28)), date(2026, 2, 1))
        self.assertEqual(month_start(NOV1), NOV1)
