import unittest

from heatloss import climate


class ClimateTest(unittest.TestCase):
    def test_design_temperature(self):
        self.assertEqual(climate.design_temperature("Edinburgh"), -3.4)
        with self.assertRaisesRegex(ValueError, "Lerwick"):
            climate.design_temperature("Lerwick")

    def test_degree_days(self):
        self.assertEqual(climate.degree_days("London"), 1793)

    def test_rooms(self):
        self.assertEqual(climate.room_temperature("bathroom"), 22.0)
        self.assertEqual(climate.air_changes("kitchen"), 2.0)
        with self.assertRaises(ValueError):
            climate.air_changes("garage")

    def test_every_kind_has_both(self):
        self.assertEqual(set(climate.ROOM_TEMPERATURES), set(climate.AIR_CHANGES))
        self.assertEqual(set(climate.DESIGN_TEMPERATURES), set(climate.DEGREE_DAYS))
