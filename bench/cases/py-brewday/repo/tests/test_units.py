import unittest

from brewday import units


class UnitsTest(unittest.TestCase):
    def test_weights(self):
        self.assertAlmostEqual(units.lb_to_kg(1), 0.4536, places=4)
        self.assertAlmostEqual(units.oz_to_g(1), 28.35, places=2)

    def test_volume(self):
        self.assertAlmostEqual(units.gal_to_l(5), 18.93, places=2)

    def test_temperatures(self):
        self.assertAlmostEqual(units.f_to_c(212), 100.0)
        self.assertAlmostEqual(units.c_to_f(-40), -40.0)
        self.assertAlmostEqual(units.f_to_c(units.c_to_f(66.5)), 66.5)


if __name__ == "__main__":
    unittest.main()
