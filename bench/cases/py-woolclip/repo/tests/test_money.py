import unittest

from woolclip.money import cents, dollars


class MoneyTest(unittest.TestCase):
    def test_cents_reads_dollars(self):
        self.assertEqual(cents("345.50"), 34550)
        self.assertEqual(cents("$12"), 1200)
        self.assertEqual(cents("0.5"), 50)

    def test_cents_refuses_junk(self):
        for bad in ("", "12.345", "abc", "1.x"):
            with self.subTest(bad=bad), self.assertRaises(ValueError):
                cents(bad)

    def test_dollars_prints_thousands(self):
        self.assertEqual(dollars(123456789), "$1,234,567.89")
        self.assertEqual(dollars(-505), "-$5.05")
