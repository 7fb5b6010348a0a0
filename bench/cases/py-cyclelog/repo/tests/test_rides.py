import unittest
from datetime import date

from cyclelog import rides
from cyclelog.rides import Ride

LOG = [
    Ride(date(2026, 3, 2), 25400, 3600, 210),
    Ride(date(2026, 3, 4), 40250, 5400, 480),
    Ride(date(2026, 3, 7), 61800, 9000, 900),
]


class RidesTest(unittest.TestCase):
    def test_total_metres(self):
        self.assertEqual(rides.total_metres(LOG), 127450)

    def test_distance_km(self):
        self.assertEqual(rides.distance(LOG), 127.5)

    def test_longest(self):
        self.assertEqual(rides.longest(LOG).metres, 61800)

    def test_longest_empty(self):
        self.assertIsNone(rides.longest([]))
