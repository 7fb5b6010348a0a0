import unittest

from rentals.billing import billable_quarters, charge_for

from tests.helpers import rental


class BillableQuartersTest(unittest.TestCase):
    def test_within_grace_is_one_quarter(self):
        self.assertEqual(billable_quarters(0), 1)
        self.assertEqual(billable_quarters(5), 1)

    def test_started_quarters_after_grace(self):
        self.assertEqual(billable_quarters(20), 1)
        self.assertEqual(billable_quarters(21), 2)
        self.assertEqual(billable_quarters(65), 4)
        self.assertEqual(billable_quarters(66), 5)


class ChargeTest(unittest.TestCase):
    def test_city_bike_for_an_hour(self):
        self.assertEqual(charge_for(rental("city", 60)).total, 600)

    def test_member_discount(self):
        charge = charge_for(rental("ebike", 125, member=True))
        self.assertEqual(charge.gross, 2800)
        self.assertEqual(charge.discount, 560)
        self.assertEqual(charge.total, 2240)

    def test_day_cap(self):
        self.assertEqual(charge_for(rental("cargo", 10 * 60)).total, 3600)

    def test_two_days_and_a_bit(self):
        self.assertEqual(charge_for(rental("kids", 2 * 24 * 60 + 30)).total, 2000 + 200)

    def test_unknown_kind(self):
        with self.assertRaises(KeyError):
            charge_for(rental("tandem", 30))


if __name__ == "__main__":
    unittest.main()
