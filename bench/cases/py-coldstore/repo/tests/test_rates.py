import unittest

from coldstore.rates import day_rate, pallet_day_rate


class RatesTest(unittest.TestCase):
    def test_day_rates(self):
        self.assertEqual(day_rate("chilled"), 0.62)
        self.assertEqual(day_rate("deep"), 1.15)

    def test_unknown_zone(self):
        with self.assertRaises(ValueError):
            day_rate("ambient")

    def test_heavy_pallets(self):
        self.assertEqual(pallet_day_rate("frozen", 1800.0, 2), 0.85)
        self.assertAlmostEqual(pallet_day_rate("frozen", 2400.0, 2), 1.0625)
