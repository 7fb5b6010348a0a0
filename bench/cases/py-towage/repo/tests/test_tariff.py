import unittest
from datetime import datetime
from decimal import Decimal

from towage.tariff import cancellation, money, price, unsocial, waiting_units

from .fixtures import box_ship, bulker, coaster

MONDAY_MORNING = datetime(2024, 5, 13, 9, 0)
SATURDAY_AFTERNOON = datetime(2024, 5, 11, 14, 0)
SUNDAY_AFTERNOON = datetime(2024, 5, 12, 14, 0)
MONDAY_NIGHT = datetime(2024, 5, 13, 23, 30)
TUESDAY_EARLY = datetime(2024, 5, 14, 5, 45)


class MoneyTest(unittest.TestCase):
    def test_rounds_half_up(self):
        self.assertEqual(money(Decimal("10.005")), Decimal("10.01"))
        self.assertEqual(money(Decimal("10.004")), Decimal("10.00"))


class UnsocialTest(unittest.TestCase):
    def test_weekday_daytime(self):
        self.assertFalse(unsocial(MONDAY_MORNING))
        self.assertFalse(unsocial(SATURDAY_AFTERNOON))

    def test_sunday(self):
        self.assertTrue(unsocial(SUNDAY_AFTERNOON))

    def test_night(self):
        self.assertTrue(unsocial(MONDAY_NIGHT))
        self.assertTrue(unsocial(TUESDAY_EARLY))
        self.assertFalse(unsocial(datetime(2024, 5, 14, 6, 0)))


class WaitingTest(unittest.TestCase):
    def test_first_half_hour_free(self):
        self.assertEqual(waiting_units(0), 0)
        self.assertEqual(waiting_units(30), 0)

    def test_started_half_hours(self):
        self.assertEqual(waiting_units(31), 1)
        self.assertEqual(waiting_units(60), 1)
        self.assertEqual(waiting_units(61), 2)


class PriceTest(unittest.TestCase):
    def test_weekday(self):
        q = price(bulker(), 2, MONDAY_MORNING)
        self.assertEqual(q.band, "C")
        self.assertEqual([c.amount for c in q.charges], [Decimal("5300.00"), Decimal("238.50")])
        self.assertEqual(q.total, Decimal("5538.50"))

    def test_sunday_surcharge(self):
        q = price(bulker(), 2, SUNDAY_AFTERNOON)
        self.assertEqual(q.charges[1].description, "Unsocial hours surcharge")
        self.assertEqual(q.charges[1].amount, Decimal("1325.00"))
        self.assertEqual(q.total, Decimal("6863.50"))

    def test_saturday_is_a_normal_day(self):
        q = price(bulker(), 2, SATURDAY_AFTERNOON)
        self.assertEqual(q.total, Decimal("5538.50"))

    def test_waiting_time(self):
        q = price(bulker(), 2, MONDAY_MORNING, waiting_minutes=75)
        self.assertEqual(q.charges[1].description, "Waiting time, 2 half hour(s)")
        self.assertEqual(q.charges[1].amount, Decimal("720.00"))
        self.assertEqual(q.total, Decimal("6258.50"))

    def test_top_band(self):
        q = price(box_ship(), 3, MONDAY_NIGHT)
        self.assertEqual(q.band, "E")
        self.assertEqual(q.total, Decimal("15928.50"))

    def test_no_tugs_no_charge(self):
        q = price(coaster(), 0, MONDAY_MORNING)
        self.assertEqual(q.charges, [])
        self.assertEqual(q.total, Decimal("0.00"))

    def test_fuel_surcharge_override(self):
        q = price(bulker(), 2, MONDAY_MORNING, fuel_surcharge=Decimal("0"))
        self.assertEqual(q.total, Decimal("5300.00"))


class CancellationTest(unittest.TestCase):
    def test_late(self):
        q = cancellation(bulker(), 2, 1.5)
        self.assertEqual(q.total, Decimal("2650.00"))

    def test_in_good_time(self):
        q = cancellation(bulker(), 2, 3)
        self.assertEqual(q.charges, [])


if __name__ == "__main__":
    unittest.main()
