import unittest
from datetime import date, datetime

from ambulance.calls import STANDARDS, Call, load_calls, parse_clock

from . import fixtures


class ParseClockTest(unittest.TestCase):
    DAY = date(2024, 3, 5)

    def test_seconds_optional(self):
        self.assertEqual(parse_clock("07:55", self.DAY, None), datetime(2024, 3, 5, 7, 55))
        self.assertEqual(parse_clock("07:55:30", self.DAY, None), datetime(2024, 3, 5, 7, 55, 30))

    def test_blank_is_none(self):
        self.assertIsNone(parse_clock("  ", self.DAY, None))

    def test_past_midnight_rolls_over(self):
        after = datetime(2024, 3, 5, 23, 49, 30)
        self.assertEqual(parse_clock("00:20:00", self.DAY, after), datetime(2024, 3, 6, 0, 20))

    def test_bad_time(self):
        with self.assertRaises(ValueError):
            parse_clock("7", self.DAY, None)


class LoadCallsTest(unittest.TestCase):
    def setUp(self):
        self.calls = fixtures.calls()

    def test_count_and_fields(self):
        self.assertEqual(len(self.calls), 12)
        first = self.calls[0]
        self.assertEqual(first.ref, "N001")
        self.assertEqual(first.category, 1)
        self.assertEqual(first.location, (53.48, -2.24))
        self.assertEqual(first.hospital, "MRI")
        self.assertEqual(first.callsign, "A101")

    def test_not_conveyed(self):
        n003 = self.calls[2]
        self.assertFalse(n003.conveyed)
        self.assertIsNone(n003.hospital)
        self.assertIsNone(n003.handover_minutes)

    def test_times_after_midnight(self):
        n012 = self.calls[-1]
        self.assertEqual(n012.left_scene, datetime(2024, 3, 6, 0, 20))
        self.assertEqual(n012.clear, datetime(2024, 3, 6, 1, 8))

    def test_day_as_text(self):
        calls = load_calls(fixtures.CALLS_CSV.splitlines(), "2024-03-05")
        self.assertEqual(calls[0].received, datetime(2024, 3, 5, 0, 12, 10))

    def test_unknown_category(self):
        with self.assertRaises(ValueError):
            Call("X1", 5, datetime(2024, 3, 5), (53.0, -2.0))


class TimingsTest(unittest.TestCase):
    def setUp(self):
        self.calls = {c.ref: c for c in fixtures.calls()}

    def test_response(self):
        self.assertEqual(self.calls["N001"].response_minutes, 6.75)
        self.assertEqual(self.calls["N007"].response_minutes, 115.0)

    def test_on_scene(self):
        self.assertEqual(self.calls["N002"].on_scene_minutes, 32.0)

    def test_handover(self):
        self.assertEqual(self.calls["N006"].handover_minutes, 45.0)

    def test_job_cycle(self):
        self.assertEqual(self.calls["N012"].job_cycle_minutes, 94.0)

    def test_no_arrival(self):
        call = Call("X2", 3, datetime(2024, 3, 5, 10), (53.0, -2.0))
        self.assertIsNone(call.response_minutes)
        self.assertIsNone(call.on_scene_minutes)
        self.assertIsNone(call.job_cycle_minutes)


class StandardsTest(unittest.TestCase):
    def test_category_one(self):
        self.assertEqual(STANDARDS[1].mean, 7.0)
        self.assertEqual(STANDARDS[1].centile90, 15.0)

    def test_lower_categories_have_no_mean(self):
        self.assertIsNone(STANDARDS[3].mean)
        self.assertIsNone(STANDARDS[4].mean)


if __name__ == "__main__":
    unittest.main()
