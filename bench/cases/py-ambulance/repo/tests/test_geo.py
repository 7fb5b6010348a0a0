import unittest

from ambulance import geo


class DistanceTest(unittest.TestCase):
    def test_same_point(self):
        self.assertEqual(geo.distance_km((53.48, -2.24), (53.48, -2.24)), 0.0)

    def test_one_degree_of_latitude(self):
        self.assertAlmostEqual(geo.distance_km((53.0, -2.0), (54.0, -2.0)), 111.19, places=2)

    def test_symmetric(self):
        a, b = (53.480, -2.240), (53.4630, -2.2250)
        self.assertAlmostEqual(geo.distance_km(a, b), geo.distance_km(b, a))

    def test_road_distance_is_longer(self):
        a, b = (53.480, -2.240), (53.4630, -2.2250)
        self.assertAlmostEqual(geo.road_km(a, b), geo.distance_km(a, b) * 1.3)


class TravelTest(unittest.TestCase):
    def test_urban_minutes(self):
        # 1 degree of latitude by road at 38 km/h
        self.assertAlmostEqual(geo.travel_minutes((53.0, -2.0), (54.0, -2.0)), 228.25, places=1)

    def test_rural_is_quicker(self):
        a, b = (53.40, -2.10), (53.50, -2.30)
        self.assertLess(geo.travel_minutes(a, b, "rural"), geo.travel_minutes(a, b, "urban"))

    def test_unknown_area(self):
        with self.assertRaises(ValueError):
            geo.travel_minutes((53.0, -2.0), (53.1, -2.0), "moorland")


if __name__ == "__main__":
    unittest.main()
