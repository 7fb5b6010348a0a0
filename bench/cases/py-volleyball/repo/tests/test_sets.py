import unittest

from volleyball.sets import SetScore, ScoreError, check_set, target_for


class ParseTest(unittest.TestCase):
    def test_dash_and_colon(self):
        self.assertEqual(SetScore.parse("25-23"), SetScore(25, 23))
        self.assertEqual(SetScore.parse(" 18:25 "), SetScore(18, 25))

    def test_rubbish(self):
        for text in ("25", "25-23-1", "a-b", ""):
            with self.subTest(text=text):
                with self.assertRaises(ScoreError):
                    SetScore.parse(text)

    def test_str_and_swap(self):
        self.assertEqual(str(SetScore(25, 19)), "25-19")
        self.assertEqual(SetScore(25, 19).swapped(), SetScore(19, 25))
        self.assertEqual(SetScore(19, 25).winner, "away")
        self.assertEqual(SetScore(19, 25).margin, 6)


class CheckSetTest(unittest.TestCase):
    def test_targets(self):
        self.assertEqual(target_for(False), 25)
        self.assertEqual(target_for(True), 15)

    def test_finished_sets(self):
        for home, away in ((25, 0), (25, 23), (30, 28), (17, 25)):
            with self.subTest(score=(home, away)):
                check_set(SetScore(home, away))

    def test_unfinished_or_impossible(self):
        for home, away in ((24, 20), (25, 24), (27, 24), (26, 25), (-1, 25)):
            with self.subTest(score=(home, away)):
                with self.assertRaises(ScoreError):
                    check_set(SetScore(home, away))

    def test_deciding_set_is_to_fifteen(self):
        check_set(SetScore(15, 11), deciding=True)
        check_set(SetScore(17, 19), deciding=True)
        with self.assertRaises(ScoreError):
            check_set(SetScore(25, 20), deciding=True)
        with self.assertRaises(ScoreError):
            check_set(SetScore(15, 11))


if __name__ == "__main__":
    unittest.main()
