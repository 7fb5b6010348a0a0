import unittest
from datetime import date

from bikeshare.billing import day_charge, format_statement, statement
from bikeshare.plans import PLANS
from tests.helpers import ride


class DayChargeTest(unittest.TestCase):
    def test_capped_at_the_plan_cap(self):
        self.assertEqual(day_charge([500, 400], PLANS["member"]), 600)
        self.assertEqual(day_charge([500], PLANS["member"]), 500)

    def test_casual_has_no_cap(self):
        self.assertEqual(day_charge([900, 900], PLANS["casual"]), 1800)


class StatementTest(unittest.TestCase):
    def setUp(self):
        self.rides = [
            ride("ben", "2026-03-02T08:00:00", 60),  # 15 chargeable minutes on member: 150
            ride("ben", "2026-03-02T18:00:00", 90),  # 45 chargeable: 450; day 600 -> cap 600
            ride("ben", "2026-03-02T23:40:00", 45),  # within the free minutes, counts toward 2 March
            ride("ben", "2026-03-04T07:30:00", 30),  # free
            ride("cy", "2026-03-02T09:00:00", 120),  # someone else
        ]

    def test_one_line_per_day_in_order(self):
        st = statement("ben", PLANS["member"], self.rides)
        self.assertEqual([(d.day, d.rides) for d in st.days], [(date(2026, 3, 2), 3), (date(2026, 3, 4), 1)])

    def test_days_are_capped_and_totalled(self):
        st = statement("ben", PLANS["member"], self.rides)
        self.assertEqual([d.charged_cents for d in st.days], [600, 0])
        self.assertEqual(st.total_cents, 600)
        self.assertEqual(st.saved_cents, 0)

    def test_format(self):
        st = statement("ben", PLANS["day"], self.rides)
        self.assertEqual(
            format_statement(st),
            "ben (day)\n"
            "  2026-03-02  3 rides  12.00 (capped)\n"
            "  2026-03-04  1 rides  0.00\n"
            "  total 12.00",
        )


if __name__ == "__main__":
    unittest.main()
