import unittest

from orchard.money import fmt_money, round_pence


class MoneyTest(unittest.TestCase):
    def test_round_half_up(self):
        self.assertEqual(round_pence(2.5), 3)
        self.assertEqual(round_pence(3.5), 4)
        self.assertEqual(round_pence(2.49), 2)

    def test_fmt(self):
        self.assertEqual(fmt_money(1234), "£12.34")
        self.assertEqual(fmt_money(5), "£0.05")
        self.assertEqual(fmt_money(-5), "-£0.05")


if __name__ == "__main__":
    unittest.main()
