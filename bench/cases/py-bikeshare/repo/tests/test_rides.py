import unittest
from datetime import date, datetime

from bikeshare.rides import Ride, ride_day, ride_minutes
from tests.helpers import ride


class RideMinutesTest(unittest.TestCase):
    def test_partial_minutes_count_as_started(self):
        self.assertEqual(ride_minutes(ride("ana", "2026-03-02T08:00:00", 10 + 1 / 60)), 11)
        self.assertEqual(ride_minutes(ride("ana", "2026-03-02T08:00:00", 0.5)), 1)

    def test_a_zero_length_ride_is_zero_minutes(self):
        self.assertEqual(ride_minutes(ride("ana", "2026-03-02T08:00:00", 0)), 0)

    def test_a_ride_cannot_end_before_it_starts(self):
        with self.assertRaises(ValueError):
            Ride("ana", datetime(2026, 3, 2, 9), datetime(2026, 3, 2, 8), "A1", "B2")


class RideDayTest(unittest.TestCase):
    def test_a_ride_after_midnight_counts_toward_the_day_it_started(self):
        late = ride("ana", "2026-03-02T23:50:00", 25)
        self.assertEqual(ride_day(late), date(2026, 3, 2))


if __name__ == "__main__":
    unittest.main()
