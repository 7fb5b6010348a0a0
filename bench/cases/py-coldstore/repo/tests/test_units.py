import unittest
from decimal import Decimal

from coldstore.units import format_money, money, parse_weight


class ParseWeightTest(unittest.TestCase):
    def test_units(self):
        self.assertEqual(parse_weight("850kg"), 850.0)
        self.assertEqual(parse_weight("1.2t"), 1200.0)
        self.assertAlmostEqual(parse_weight("500 g"), 0.5)
        self.assertEqual(parse_weight(" 12 KG "), 12.0)

    def test_rejects(self):
        for text in ("", "12", "kg", "12 lb", "-3kg"):
            with self.subTest(text=text):
                with self.assertRaises(ValueError):
                    parse_weight(text)


class MoneyTest(unittest.TestCase):
    def test_money(self):
        self.assertEqual(money(12.3), Decimal("12.30"))
        self.assertEqual(money(0), Decimal("0.00"))
        self.assertEqual(money(7.129), Decimal("7.13"))

    def test_format(self):
        self.assertEqual(format_money(Decimal("1234.5")), "£1,234.50")
        self.assertEqual(format_money(Decimal("0")), "£0.00")
