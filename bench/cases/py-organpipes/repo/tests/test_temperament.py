import unittest

from organpipes.temperament import TEMPERAMENTS, cents_between, frequency, offsets


class FrequencyTest(unittest.TestCase):
    def test_equal_temperament(self):
        self.assertAlmostEqual(frequency("A4"), 440.0)
        self.assertAlmostEqual(frequency("C4"), 261.63, places=2)
        self.assertAlmostEqual(frequency("A4", a4=415.0), 415.0)

    def test_a_is_the_reference_in_every_temperament(self):
        for name in TEMPERAMENTS:
            self.assertAlmostEqual(frequency("A4", name), 440.0, msg=name)

    def test_meantone_thirds_are_pure(self):
        c, e = frequency("C4", "meantone"), frequency("E4", "meantone")
        self.assertAlmostEqual(cents_between(c, e), 386.3, places=1)

    def test_werckmeister_g(self):
        self.assertAlmostEqual(frequency("G4", "werckmeister3"), 393.77, places=2)


class OffsetsTest(unittest.TestCase):
    def test_every_temperament_has_twelve_offsets(self):
        for name, table in TEMPERAMENTS.items():
            self.assertEqual(len(table), 12, msg=name)

    def test_unknown_temperament(self):
        with self.assertRaisesRegex(ValueError, "unknown temperament 'pythagorean'"):
            offsets("pythagorean")


if __name__ == "__main__":
    unittest.main()
