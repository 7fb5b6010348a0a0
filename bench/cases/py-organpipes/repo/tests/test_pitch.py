import unittest

from organpipes.pitch import keyboard, note_name, parse_note, pitch_class


class ParseNoteTest(unittest.TestCase):
    def test_scientific_pitch(self):
        self.assertEqual(parse_note("C4"), 60)
        self.assertEqual(parse_note("A4"), 69)
        self.assertEqual(parse_note("C-1"), 0)

    def test_sharps_and_flats(self):
        self.assertEqual(parse_note("F#3"), 54)
        self.assertEqual(parse_note("Bb2"), 46)
        self.assertEqual(parse_note("Cb4"), 59)

    def test_rejects_nonsense(self):
        for bad in ["H4", "C", "C##4", "c 4"]:
            with self.assertRaises(ValueError, msg=bad):
                parse_note(bad)


class NamesTest(unittest.TestCase):
    def test_note_name_uses_sharps(self):
        self.assertEqual(note_name(61), "C#4")
        self.assertEqual(note_name(36), "C2")

    def test_pitch_class(self):
        self.assertEqual(pitch_class("Eb5"), 3)
        self.assertEqual(pitch_class(71), 11)

    def test_keyboard_compass(self):
        self.assertEqual(len(keyboard("C2", "C7")), 61)
        self.assertEqual(keyboard("F3", "A3"), [53, 54, 55, 56, 57])
        with self.assertRaises(ValueError):
            keyboard("C4", "C3")


if __name__ == "__main__":
    unittest.main()
