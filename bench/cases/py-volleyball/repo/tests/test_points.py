import unittest

from volleyball.match import Match
from volleyball.points import FIVB, FIVB_FORFEIT_PENALTY, WIN_LOSS, scheme_named


def points(scheme, sets, team, best_of=5):
    match = Match.parse("A", "B", sets, best_of=best_of)
    return scheme.points(match.result_for(team), best_of)


class FivbTest(unittest.TestCase):
    def test_straight_results(self):
        self.assertEqual(points(FIVB, "25-17 25-19 25-21", "A"), 3)
        self.assertEqual(points(FIVB, "25-17 25-19 25-21", "B"), 0)
        self.assertEqual(points(FIVB, "25-17 19-25 25-21 25-20", "A"), 3)
        self.assertEqual(points(FIVB, "25-17 19-25 25-21 25-20", "B"), 0)

    def test_tiebreak_results(self):
        sets = "25-17 19-25 25-21 20-25 15-10"
        self.assertEqual(points(FIVB, sets, "A"), 2)
        self.assertEqual(points(FIVB, sets, "B"), 1)

    def test_best_of_three(self):
        self.assertEqual(points(FIVB, "25-17 25-19", "A", best_of=3), 3)
        self.assertEqual(points(FIVB, "25-17 19-25 15-11", "A", best_of=3), 2)
        self.assertEqual(points(FIVB, "25-17 19-25 15-11", "B", best_of=3), 1)

    def test_forfeits(self):
        m = Match.forfeit("A", "B", forfeited_by="B")
        self.assertEqual(FIVB.points(m.result_for("A")), 3)
        self.assertEqual(FIVB.points(m.result_for("B")), 0)
        self.assertEqual(FIVB_FORFEIT_PENALTY.points(m.result_for("B")), -1)


class OtherSchemesTest(unittest.TestCase):
    def test_win_loss(self):
        sets = "25-17 19-25 25-21 20-25 15-10"
        self.assertEqual(points(WIN_LOSS, sets, "A"), 2)
        self.assertEqual(points(WIN_LOSS, sets, "B"), 0)

    def test_by_name(self):
        self.assertIs(scheme_named(" FIVB "), FIVB)
        self.assertIs(scheme_named("win-loss"), WIN_LOSS)
        with self.assertRaises(KeyError):
            scheme_named("bonus")


if __name__ == "__main__":
    unittest.main()
