import unittest
from decimal import Decimal

from tattoo.money import fmt, money, percent, round_up_to


class MoneyTest(unittest.TestCase):
    def test_money_rounds_half_up(self):
        self.assertEqual(money("2.345"), Decimal("2.35"))
        self.assertEqual(money("2.344"), Decimal("2.34"))

    def test_round_up_to(self):
        self.assertEqual(round_up_to(Decimal("151"), 5), Decimal(155))
        self.assertEqual(round_up_to(Decimal("150"), 5), Decimal(150))
        self.assertEqual(round_up_to(Decimal("1.2"), Decimal("0.5")), Decimal("1.5"))

    def test_round_up_to_needs_a_step(self):
        with self.assertRaises(ValueError):
            round_up_to(10, 0)

    def test_fmt(self):
        self.assertEqual(fmt(Decimal("1234.5")), "£1,234.50")
        self.assertEqual(fmt(Decimal("-50")), "-£50.00")

    def test_percent(self):
        self.assertEqual(percent(Decimal("247.50"), 20), Decimal("49.50"))


if __name__ == "__main__":
    unittest.main()
