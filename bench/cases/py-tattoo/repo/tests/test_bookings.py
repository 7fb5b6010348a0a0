import unittest
from datetime import date
from decimal import Decimal

from tattoo.bookings import Session, last_day, next_working_day, plan_sessions, split_hours
from tattoo.quotes import Design, quote

from .fixtures import JUDE, MARA


class SplitTest(unittest.TestCase):
    def test_split(self):
        self.assertEqual(split_hours(Decimal("12.5"), Decimal(5)), [Decimal(5), Decimal(5), Decimal("2.5")])
        self.assertEqual(split_hours(Decimal(4), Decimal(4)), [Decimal(4)])

    def test_nothing_to_split(self):
        with self.assertRaises(ValueError):
            split_hours(Decimal(0), Decimal(5))


class PlanTest(unittest.TestCase):
    def test_next_working_day(self):
        self.assertEqual(next_working_day(MARA, date(2025, 3, 16)), date(2025, 3, 18))  # Sun -> Tue

    def test_one_session(self):
        q = quote(MARA, Design(8, 8, "linework", "ribs"))
        self.assertEqual(plan_sessions(q, date(2025, 3, 12)), [Session(date(2025, 3, 12), Decimal("2.5"))])

    def test_sessions_wait_for_healing(self):
        q = quote(MARA, Design(10, 12, "blackwork", "forearm"))  # 6 h, 5 h sessions
        sessions = plan_sessions(q, date(2025, 3, 12))
        self.assertEqual(sessions, [
            Session(date(2025, 3, 12), Decimal(5)),
            Session(date(2025, 4, 2), Decimal("1.0")),
        ])
        self.assertEqual(last_day(sessions), date(2025, 4, 2))

    def test_healing_lands_on_a_day_off(self):
        q = quote(JUDE, Design(10, 10, "colour", "thigh"))  # 7.5 h, 4 h sessions
        sessions = plan_sessions(q, date(2025, 3, 13), healing_days=22)  # Thu + 22 = Fri, off
        self.assertEqual([s.day for s in sessions], [date(2025, 3, 13), date(2025, 4, 5)])


if __name__ == "__main__":
    unittest.main()
