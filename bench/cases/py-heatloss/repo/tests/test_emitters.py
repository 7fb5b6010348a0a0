import unittest

from heatloss import emitters
from heatloss.emitters import Radiator


class EmittersTest(unittest.TestCase):
    def test_output_dt50(self):
        self.assertAlmostEqual(Radiator(22, 600, 1000).output_dt50, 1790.0)
        self.assertAlmostEqual(Radiator(11, 450, 800).output_dt50, 930.0 * 0.78 * 0.8)

    def test_correction_factor(self):
        self.assertAlmostEqual(emitters.correction_factor(70, 20), 1.0)
        self.assertAlmostEqual(emitters.correction_factor(45, 20), 0.5 ** 1.3)
        self.assertEqual(emitters.correction_factor(18, 20), 0.0)

    def test_lower_water_temperature_needs_a_bigger_radiator(self):
        self.assertEqual(str(emitters.choose(1000, 70, 21)), "type 22 600x600")
        self.assertEqual(str(emitters.choose(1000, 45, 21)), "type 22 600x1600")

    def test_none_big_enough(self):
        self.assertIsNone(emitters.choose(5000, 45, 21))

    def test_height(self):
        self.assertEqual(emitters.choose(300, 45, 18, height=450), Radiator(22, 450, 600))

    def test_catalogue(self):
        self.assertEqual(len(emitters.CATALOGUE), 3 * 3 * 9)
