import unittest

from towage.vessels import Vessel, length_band, tonnage_band, valid_imo, windage_area

from .fixtures import box_ship, bulker, coaster, feeder


class ImoTest(unittest.TestCase):
    def test_valid_numbers(self):
        self.assertTrue(valid_imo("9074729"))
        self.assertTrue(valid_imo("IMO 9304150"))
        self.assertTrue(valid_imo("imo9175121"))

    def test_wrong_check_digit(self):
        self.assertFalse(valid_imo("9074728"))

    def test_wrong_length(self):
        self.assertFalse(valid_imo("907472"))
        self.assertFalse(valid_imo("90747290"))
        self.assertFalse(valid_imo("IMO 90747A9"))

    def test_vessel_rejects_bad_imo(self):
        with self.assertRaises(ValueError):
            Vessel("Nameless", "1234568", "bulk", 5000, 100.0, 18.0, 7.0)


class VesselTest(unittest.TestCase):
    def test_unknown_type(self):
        with self.assertRaises(ValueError):
            Vessel("Odd", "9074729", "submarine", 5000, 100.0, 18.0, 7.0)

    def test_dimensions_positive(self):
        with self.assertRaises(ValueError):
            Vessel("Flat", "9074729", "bulk", 5000, 100.0, 18.0, 0.0)
        with self.assertRaises(ValueError):
            Vessel("Light", "9074729", "bulk", 0, 100.0, 18.0, 7.0)


class BandTest(unittest.TestCase):
    def test_length_bands(self):
        self.assertEqual(length_band(coaster()), "small")
        self.assertEqual(length_band(feeder()), "medium")
        self.assertEqual(length_band(bulker()), "large")
        self.assertEqual(length_band(box_ship()), "very large")

    def test_length_band_boundary(self):
        v = Vessel("Edge", "9074729", "bulk", 20_000, 200.0, 30.0, 10.0)
        self.assertEqual(length_band(v), "large")

    def test_tonnage_bands(self):
        self.assertEqual(tonnage_band(2_950), "A")
        self.assertEqual(tonnage_band(5_000), "A")
        self.assertEqual(tonnage_band(5_001), "B")
        self.assertEqual(tonnage_band(38_200), "C")
        self.assertEqual(tonnage_band(80_000), "D")
        self.assertEqual(tonnage_band(94_500), "E")

    def test_windage(self):
        self.assertEqual(windage_area(box_ship()), 14304.2)
        self.assertEqual(windage_area(bulker()), 4050.0)


if __name__ == "__main__":
    unittest.main()
