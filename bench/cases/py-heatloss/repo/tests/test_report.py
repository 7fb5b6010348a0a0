import unittest

from heatloss import report, survey

from .fixtures import gowan_brae

SHEET = """\
Heat loss: 14 Gowan Brae, Edinburgh (design -3.4 °C outside)

Room             Temp   Fabric     Air   Total  Radiator
Living room       21°     609W    457W   1065W  type 22 600x1600
Kitchen           18°     124W    297W    421W  type 22 600x600
Hall              18°      84W    153W    236W  type 21 600x400
Front bedroom     18°     290W    242W    532W  type 22 600x800
Back bedroom      18°     136W    132W    268W  type 22 600x400
Bathroom          22°     152W    338W    490W  type 22 600x800

Whole house 3013 W, 54 W/m² over 55.5 m²
Heat pump 5 kW
Heat needed a year 7,803 kWh
"""


class ReportTest(unittest.TestCase):
    def test_sheet(self):
        self.assertEqual(report.sheet(survey.summarise(gowan_brae())), SHEET)

    def test_boiler_temperatures(self):
        sheet = report.sheet(survey.summarise(gowan_brae()), mean_water=70.0)
        self.assertIn("Living room       21°     609W    457W   1065W  type 21 600x800\n", sheet)

    def test_too_big_for_one_heat_pump(self):
        house = gowan_brae()
        house.town = "Inverness"
        for room in house.rooms:
            room.air_changes *= 12
        sheet = report.sheet(survey.summarise(house))
        self.assertIn("No single heat pump covers this house\n", sheet)
        self.assertIn("none big enough", sheet)
