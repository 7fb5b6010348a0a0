import unittest

from heatloss import survey

from .fixtures import gowan_brae


class SurveyTest(unittest.TestCase):
    def setUp(self):
        self.house = gowan_brae()
        self.summary = survey.summarise(self.house)

    def test_outside(self):
        self.assertEqual(self.summary.outside, -3.4)

    def test_rooms_in_order(self):
        self.assertEqual(
            [row.room for row in self.summary.rooms],
            ["Living room", "Kitchen", "Hall", "Front bedroom", "Back bedroom", "Bathroom"],
        )

    def test_totals(self):
        self.assertAlmostEqual(self.summary.fabric, 1394.77, places=2)
        self.assertAlmostEqual(self.summary.ventilation, 1617.88, places=2)
        self.assertAlmostEqual(self.summary.total, 3012.65, places=2)
        self.assertAlmostEqual(self.summary.watts_per_m2, 54.26, places=2)

    def test_heat_pump_size(self):
        self.assertEqual(survey.heat_pump_size(self.summary.total), 5.0)
        self.assertEqual(survey.heat_pump_size(7000), 7.0)
        self.assertEqual(survey.heat_pump_size(7001), 8.5)
        self.assertIsNone(survey.heat_pump_size(16500))

    def test_annual_demand(self):
        self.assertAlmostEqual(survey.mean_inside_temperature(self.house), 19.23, places=2)
        # 3012.65 W / 22.63 K x 2442 degree days x 24 h
        self.assertAlmostEqual(survey.annual_demand(self.summary), 7802.7, places=1)

    def test_duplicate_room_names(self):
        self.house.rooms.append(self.house.rooms[0])
        with self.assertRaisesRegex(ValueError, "same name"):
            survey.summarise(self.house)

    def test_unknown_room(self):
        with self.assertRaises(KeyError):
            self.house.room("Garage")
