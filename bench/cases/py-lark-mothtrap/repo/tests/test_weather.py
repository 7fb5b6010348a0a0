import unittest

from mothtrap.weather import night_score, parse_temp, wind_label


class WeatherTest(unittest.TestCase):
    def test_parse_temp(self):
        self.assertEqual(parse_temp("12C"), 12.0)
        self.assertEqual(parse_temp(" -1.5C "), -1.5)
        with self.assertRaises(ValueError):
            parse_temp("12")
        with self.assertRaises(ValueError):
            parse_temp("warm")

    def test_wind_label(self):
        self.assertEqual(wind_label(0), "calm")
        self.assertEqual(wind_label(3), "gentle breeze")
        self.assertEqual(wind_label(9), "gale")
        with self.assertRaises(ValueError):
            wind_label(-1)

    def test_night_score(self):
        self.assertEqual(night_score(18, 0, 8), 10)
        self.assertEqual(night_score(13, 1, 7), 8)
        self.assertEqual(night_score(9.5, 2, 2), 5)
        self.assertEqual(night_score(2, 6, 0), 0)
        self.assertEqual(night_score(30, 4, 4), 7)


if __name__ == "__main__":
    unittest.main()
