import unittest
from datetime import datetime

from towage.tides import clearance_needed, height_at, height_needed, window

LW = datetime(2024, 5, 13, 4, 10)
HW = datetime(2024, 5, 13, 10, 10)


class HeightTest(unittest.TestCase):
    def test_ends(self):
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, LW), 0.6)
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, HW), 4.6)

    def test_rule_of_twelfths_hours(self):
        # 1, 3, 6, 9, 11 twelfths of a 4.0 m range after 1..5 hours
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 5, 10)), 0.93)
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 6, 10)), 1.6)
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 7, 10)), 2.6)
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 9, 10)), 4.27)

    def test_between_hours(self):
        self.assertEqual(height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 6, 40)), 2.1)

    def test_falling_tide(self):
        lw = datetime(2024, 5, 13, 16, 22)
        self.assertEqual(height_at(lw, 0.8, HW, 4.6, datetime(2024, 5, 13, 11, 16)), 4.24)

    def test_outside(self):
        with self.assertRaises(ValueError):
            height_at(LW, 0.6, HW, 4.6, datetime(2024, 5, 13, 11, 0))


class WindowTest(unittest.TestCase):
    def test_clearance(self):
        self.assertEqual(clearance_needed(8.0), 1.0)
        self.assertEqual(clearance_needed(14.6), 1.46)

    def test_height_needed(self):
        self.assertEqual(height_needed(8.2), 0.0)
        self.assertEqual(height_needed(12.1), 1.81)
        self.assertEqual(height_needed(14.6), 4.56)

    def test_any_time_for_shallow_draught(self):
        opens, closes = window(LW, 0.6, HW, 4.6, 8.2)
        self.assertEqual((opens, closes), (LW, datetime(2024, 5, 13, 16, 10)))

    def test_window_for_deep_draught(self):
        opens, closes = window(LW, 0.6, HW, 4.6, 12.1)
        self.assertEqual(opens, datetime(2024, 5, 13, 6, 30))
        self.assertEqual(closes, datetime(2024, 5, 13, 13, 50))

    def test_no_window(self):
        self.assertIsNone(window(LW, 0.6, HW, 4.6, 15.0))


if __name__ == "__main__":
    unittest.main()
