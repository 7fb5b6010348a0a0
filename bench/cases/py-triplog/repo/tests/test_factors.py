import unittest

from triplog.factors import UnknownMode, factor_for


class FactorTest(unittest.TestCase):
    def test_names_are_case_insensitive(self):
        self.assertEqual(factor_for(" Train ").grams_per_km, 35.0)

    def test_vehicle_modes_are_shared(self):
        self.assertTrue(factor_for("car").per_vehicle)
        self.assertFalse(factor_for("bus").per_vehicle)

    def test_unknown_mode(self):
        with self.assertRaises(UnknownMode):
            factor_for("hovercraft")
