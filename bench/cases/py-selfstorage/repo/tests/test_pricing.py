import unittest
from decimal import Decimal

from selfstore.money import fmt, money, vat
from selfstore.pricing import CoverTooHigh, insurance_premium, monthly_rent

from tests.fixtures import site


class MoneyTest(unittest.TestCase):
    def test_rounding(self):
        self.assertEqual(money("2.345"), Decimal("2.35"))
        self.assertEqual(money(0.125), Decimal("0.13"))
        self.assertEqual(vat(Decimal("79.00")), Decimal("15.80"))

    def test_fmt(self):
        self.assertEqual(fmt(Decimal("1234.5")), "£1,234.50")
        self.assertEqual(fmt(Decimal("-3.05")), "-£3.05")


class RentTest(unittest.TestCase):
    def setUp(self):
        self.site = site()

    def test_ground_floor(self):
        self.assertEqual(monthly_rent(self.site.unit("A05")), Decimal("79.00"))

    def test_climate_premium(self):
        self.assertEqual(monthly_rent(self.site.unit("B03")), Decimal("148.35"))
        self.assertEqual(monthly_rent(self.site.unit("B04")), Decimal("129.00"))

    def test_upper_floor_discount(self):
        self.assertEqual(monthly_rent(self.site.unit("C01")), Decimal("116.10"))
        self.assertEqual(monthly_rent(self.site.unit("C02")), Decimal("157.50"))


class InsuranceTest(unittest.TestCase):
    def test_bands(self):
        self.assertEqual(insurance_premium(0), Decimal("0.00"))
        self.assertEqual(insurance_premium(1000), Decimal("6.00"))
        self.assertEqual(insurance_premium(1001), Decimal("11.00"))
        self.assertEqual(insurance_premium(Decimal("5000")), Decimal("19.00"))
        self.assertEqual(insurance_premium(10000), Decimal("34.00"))

    def test_too_high(self):
        with self.assertRaises(CoverTooHigh):
            insurance_premium(25000)


if __name__ == "__main__":
    unittest.main()
