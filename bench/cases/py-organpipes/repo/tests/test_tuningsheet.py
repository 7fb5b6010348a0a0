import unittest

from organpipes.tuningsheet import beat_rate, format_sheet, tuning_sheet


class TuningSheetTest(unittest.TestCase):
    def test_equal_temperament_octave(self):
        rows = tuning_sheet("equal")
        self.assertEqual(len(rows), 13)
        self.assertEqual(rows[0], ("F3", 174.61, 0.59))
        self.assertEqual(rows[4][:2], ("A3", 220.0))

    def test_meantone_fifths_beat_faster(self):
        rows = tuning_sheet("meantone")
        self.assertEqual(rows[0], ("F3", 176.0, 1.63))
        self.assertEqual(rows[2], ("G3", 196.77, 1.82))
        self.assertEqual(rows[4][:2], ("A3", 220.0))

    def test_meantone_wolf_fifth(self):
        rows = dict((name, beats) for name, _, beats in tuning_sheet("meantone", low="C4", high="B4"))
        self.assertGreater(rows["G#4"], 10 * rows["C4"])

    def test_beat_rate(self):
        self.assertAlmostEqual(beat_rate(220.0, 330.0, 3, 2), 0.0)
        self.assertAlmostEqual(beat_rate(220.0, 329.0, 3, 2), 2.0)

    def test_format(self):
        text = format_sheet([("A3", 220.0, 0.74)])
        self.assertEqual(text, "A3     220.00 Hz  fifth beats  0.74")


if __name__ == "__main__":
    unittest.main()
