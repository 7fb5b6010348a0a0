import unittest

from volleyball.league import League, LeagueError, Rules
from volleyball.match import Match
from volleyball.points import FIVB_FORFEIT_PENALTY
from volleyball.sets import ScoreError

from .season import TEAMS, season


class LeagueTableTest(unittest.TestCase):
    def setUp(self):
        self.league = season()

    def test_order_after_three_weeks(self):
        table = self.league.table()
        self.assertEqual([r.team for r in table], ["Millbrook", "Harbour Hawks", "Northgate Spikers", "Riverside"])
        self.assertEqual([r.total_points for r in table], [7, 6, 4, 1])
        self.assertEqual([r.won for r in table], [2, 3, 1, 0])

    def test_leader_has_the_most_points_not_the_most_wins(self):
        self.assertEqual(self.league.position("Millbrook"), 1)
        self.assertEqual(self.league.position("Harbour Hawks"), 2)

    def test_sets_and_points(self):
        hawks = next(r for r in self.league.table() if r.team == "Harbour Hawks")
        self.assertEqual((hawks.sets_for, hawks.sets_against), (9, 6))
        self.assertEqual((hawks.points_for, hawks.points_against), (322, 310))

    def test_deduction_changes_places(self):
        self.league.deduct("Millbrook", 2, "ineligible player v Riverside")
        self.assertEqual(self.league.position("Harbour Hawks"), 1)
        self.assertEqual(self.league.position("Millbrook"), 2)
        with self.assertRaises(LeagueError):
            self.league.deduct("Eastfield", 1, "not in the league")

    def test_form(self):
        self.assertEqual(self.league.form("Millbrook"), "LWW")
        self.assertEqual(self.league.form("Harbour Hawks", last=2), "WW")
        self.assertEqual(self.league.form("Riverside", last=0), "")

    def test_remaining_fixtures(self):
        remaining = self.league.remaining_fixtures()
        self.assertEqual(len(remaining), 6)
        self.assertIn(("Millbrook", "Harbour Hawks"), remaining)
        self.assertNotIn(("Harbour Hawks", "Millbrook"), remaining)


class RecordingTest(unittest.TestCase):
    def test_rejects_strangers_and_repeats(self):
        league = season()
        with self.assertRaises(LeagueError):
            league.record(Match.parse("Eastfield", "Millbrook", "25-17 25-19 25-21"))
        with self.assertRaises(LeagueError):
            league.record(Match.parse("Millbrook", "Riverside", "25-17 25-19 25-21"))
        league.record(Match.parse("Riverside", "Millbrook", "25-17 25-19 25-21"))

    def test_single_meeting_leagues(self):
        league = League("Cup group", ["A", "B", "C"], Rules(meetings=1))
        league.record(Match.parse("A", "B", "25-17 25-19 25-21"))
        with self.assertRaises(LeagueError):
            league.record(Match.parse("B", "A", "25-17 25-19 25-21"))
        self.assertEqual(league.remaining_fixtures(), [("A", "C"), ("B", "C")])

    def test_match_format_must_match(self):
        league = League("Juniors", ["A", "B"], Rules(best_of=3))
        with self.assertRaises(ScoreError):
            league.record(Match.parse("A", "B", "25-17 25-19 25-21"))
        league.record(Match.parse("A", "B", "25-17 25-19", best_of=3))
        self.assertEqual(league.position("A"), 1)

    def test_forfeit_penalty(self):
        league = League("Valley", list(TEAMS), Rules(scheme=FIVB_FORFEIT_PENALTY))
        league.record(Match.forfeit("Riverside", "Millbrook", forfeited_by="Millbrook"))
        table = league.table()
        self.assertEqual(table[0].team, "Riverside")
        self.assertEqual(table[-1].team, "Millbrook")
        self.assertEqual(table[-1].total_points, -1)

    def test_bad_team_lists(self):
        with self.assertRaises(LeagueError):
            League("x", ["A", "A"])
        with self.assertRaises(LeagueError):
            League("x", ["A"])


if __name__ == "__main__":
    unittest.main()
