import unittest
from datetime import date

from mothtrap.moon import illumination, is_bright, moon_age


class MoonTest(unittest.TestCase):
    def test_age_range(self):
        for day in range(1, 29):
            age = moon_age(date(2026, 2, day))
            self.assertGreaterEqual(age, 0)
            self.assertLess(age, 29.54)

    def test_full_and_new(self):
        # full moon on 2026-06-29 and new moon on 2026-06-15 (UTC)
        self.assertGreaterEqual(illumination(date(2026, 6, 29)), 0.98)
        self.assertLessEqual(illumination(date(2026, 6, 14)), 0.03)

    def test_is_bright(self):
        self.assertTrue(is_bright(date(2026, 6, 29)))
        self.assertFalse(is_bright(date(2026, 6, 14)))
        self.assertTrue(is_bright(date(2026, 6, 14), threshold=0))


if __name__ == "__main__":
    unittest.main()
