import unittest

from triplog.trip import Trip, emissions_g
from triplog.units import UnknownUnit


class TripTest(unittest.TestCase):
    def test_train_in_km(self):
        self.assertAlmostEqual(emissions_g(Trip("2026-03-02", "train", 100)), 3500.0)

    def test_car_shared_by_passengers(self):
        self.assertAlmostEqual(emissions_g(Trip("2026-03-02", "car", 50, passengers=4)), 2100.0)

    def test_car_in_miles(self):
        self.assertAlmostEqual(emissions_g(Trip("2026-03-02", "car", 10, unit="mi")), 2703.698, places=3)

    def test_bike_is_free(self):
        self.assertEqual(emissions_g(Trip("2026-03-02", "bike", 12)), 0.0)

    def test_unknown_unit(self):
        with self.assertRaises(UnknownUnit):
            emissions_g(Trip("2026-03-02", "bus", 3, unit="furlong"))

    def test_month(self):
        self.assertEqual(Trip("2026-11-30", "bus", 3).month, "2026-11")
