import unittest

from shipcast import Forecast
from tests.bulletin import BULLETIN


class ForecastTest(unittest.TestCase):
    def setUp(self) -> None:
        self.forecast = Forecast(BULLETIN)

    def test_every_area(self) -> None:
        self.assertEqual(len(self.forecast), 9)
        self.assertEqual(self.forecast.for_area("north utsire").wind.high, 6)
        with self.assertRaises(KeyError):
            self.forecast.for_area("Lundy")

    def test_gale_warnings(self) -> None:
        self.assertEqual(
            self.forecast.warnings(),
            {"Dogger": "gale", "Fisher": "severe gale", "German Bight": "storm"},
        )

    def test_strongest(self) -> None:
        self.assertEqual(self.forecast.strongest(), ("German Bight", 10))

    def test_poor_visibility(self) -> None:
        self.assertEqual(self.forecast.poor_visibility(), ["Forties", "Cromarty", "Dogger", "German Bight"])

    def test_a_calm_bulletin_has_no_warnings(self) -> None:
        calm = Forecast("Humber, Thames: Variable 3. Fair. Good.\nDover: Easterly 4. Fair. Good.\n")
        self.assertEqual(calm.warnings(), {})
        self.assertEqual(calm.strongest(), ("Dover", 4))


if __name__ == "__main__":
    unittest.main()
