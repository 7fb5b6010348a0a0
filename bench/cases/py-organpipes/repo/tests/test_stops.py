import unittest
from fractions import Fraction

from organpipes.stops import harmonic, parse_footage, semitones_above_unison


class FootageTest(unittest.TestCase):
    def test_whole_and_fractional_footages(self):
        self.assertEqual(parse_footage("8'"), 8)
        self.assertEqual(parse_footage("2 2/3'"), Fraction(8, 3))
        self.assertEqual(parse_footage(" 1 3/5 "), Fraction(8, 5))

    def test_bad_footage(self):
        with self.assertRaises(ValueError):
            parse_footage("eight")

    def test_harmonics(self):
        self.assertEqual(harmonic("4'"), 2)
        self.assertEqual(harmonic("2 2/3'"), 3)
        self.assertEqual(harmonic("1 3/5'"), 5)
        with self.assertRaises(ValueError):
            harmonic("3'")

    def test_mutation_stops_sound_above_the_unison(self):
        self.assertEqual(semitones_above_unison("2 2/3'"), 19)
        self.assertEqual(semitones_above_unison("1 3/5'"), 28)


if __name__ == "__main__":
    unittest.main()
