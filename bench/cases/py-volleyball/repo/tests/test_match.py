import datetime
import unittest

from volleyball.match import Match
from volleyball.sets import SetScore, ScoreError


class MatchTest(unittest.TestCase):
    def test_four_set_win(self):
        m = Match.parse("Millbrook", "Riverside", "25-21 23-25 25-16 25-18")
        self.assertEqual(m.set_count, (3, 1))
        self.assertEqual(m.winner, "Millbrook")
        self.assertEqual(m.loser, "Riverside")
        self.assertFalse(m.went_the_distance)
        self.assertEqual(str(m), "Millbrook 3-1 Riverside (25-21 23-25 25-16 25-18)")

    def test_five_setter(self):
        m = Match.parse("A", "B", "25-20, 22-25, 25-23, 19-25, 13-15")
        self.assertEqual(m.set_count, (2, 3))
        self.assertEqual(m.winner, "B")
        self.assertTrue(m.went_the_distance)

    def test_result_for_each_side(self):
        m = Match.parse("A", "B", "25-17 25-19 25-21")
        home = m.result_for("A")
        away = m.result_for("B")
        self.assertEqual((home.sets_for, home.sets_against, home.points_for, home.points_against), (3, 0, 75, 57))
        self.assertEqual((away.sets_for, away.sets_against, away.points_for, away.points_against), (0, 3, 57, 75))
        self.assertTrue(home.won)
        self.assertFalse(away.won)
        with self.assertRaises(KeyError):
            m.result_for("C")

    def test_best_of_three(self):
        m = Match.parse("A", "B", "25-21 20-25 15-9", best_of=3)
        self.assertEqual(m.set_count, (2, 1))
        self.assertTrue(m.went_the_distance)
        with self.assertRaises(ScoreError):
            Match.parse("A", "B", "25-21 20-25 25-20", best_of=3)

    def test_unfinished_and_overlong(self):
        with self.assertRaises(ScoreError):
            Match.parse("A", "B", "25-21 20-25")
        with self.assertRaises(ScoreError):
            Match.parse("A", "B", "25-21 25-20 25-19 25-10")
        with self.assertRaises(ScoreError):
            Match.parse("A", "A", "25-21 25-20 25-19")
        with self.assertRaises(ScoreError):
            Match("A", "B", (SetScore(25, 1),), best_of=1)

    def test_forfeit(self):
        m = Match.forfeit("A", "B", forfeited_by="A")
        self.assertEqual(m.sets, (SetScore(0, 25),) * 3)
        self.assertEqual(m.winner, "B")
        self.assertTrue(m.result_for("A").forfeited)
        self.assertFalse(m.result_for("B").forfeited)
        with self.assertRaises(ScoreError):
            Match.forfeit("A", "B", forfeited_by="C")

    def test_date_is_not_part_of_equality(self):
        a = Match.parse("A", "B", "25-17 25-19 25-21", played_on=datetime.date(2024, 9, 1))
        b = Match.parse("A", "B", "25-17 25-19 25-21")
        self.assertEqual(a, b)


if __name__ == "__main__":
    unittest.main()
