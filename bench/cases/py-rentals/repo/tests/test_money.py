import unittest

from rentals.money import format_cents, percent_of


class MoneyTest(unittest.TestCase):
    def test_percent_rounds_half_up(self):
        self.assertEqual(percent_of(250, 10), 25)
        self.assertEqual(percent_of(5, 10), 1)

    def test_format(self):
        self.assertEqual(format_cents(1234), "€12.34")
        self.assertEqual(format_cents(-50), "-€0.50")
        self.assertEqual(format_cents(7), "€0.07")


if __name__ == "__main__":
    unittest.main()
