import unittest

from dyepot.units import format_clock, format_grams, grams, percent_of


class UnitsTest(unittest.TestCase):
    def test_grams(self):
        self.assertEqual(grams(250), 250)
        self.assertEqual(grams(1.2, "kg"), 1200)
        with self.assertRaises(ValueError):
            grams(3, "stone")

    def test_percent_of(self):
        self.assertAlmostEqual(percent_of(215, 12), 25.8)

    def test_format_grams(self):
        self.assertEqual(format_grams(25.8), "26 g")
        self.assertEqual(format_grams(1250), "1.25 kg")

    def test_format_clock(self):
        self.assertEqual(format_clock(0), "0:00")
        self.assertEqual(format_clock(65), "1:05")
        self.assertEqual(format_clock(124.6), "2:05")


if __name__ == "__main__":
    unittest.main()
