import unittest

from cyclelog import units


class UnitsTest(unittest.TestCase):
    def test_km(self):
        self.assertEqual(units.metres_to_km(42195), 42.195)

    def test_miles(self):
        self.assertAlmostEqual(units.metres_to_miles(1609.344), 1.0)

    def test_speed_zero_time(self):
        self.assertEqual(units.speed(1000, 0), 0.0)

    def test_speed_km(self):
        self.assertEqual(units.speed(30000, 3600), 30.0)


if __name__ == "__main__":
    unittest.main()
