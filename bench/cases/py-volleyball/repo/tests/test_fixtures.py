import datetime
import itertools
import unittest

from volleyball.fixtures import double_round_robin, home_counts, match_dates, round_robin


class RoundRobinTest(unittest.TestCase):
    def test_everyone_meets_once(self):
        teams = ["A", "B", "C", "D", "E", "F"]
        rounds = round_robin(teams)
        self.assertEqual(len(rounds), 5)
        pairs = [frozenset(p) for rnd in rounds for p in rnd]
        self.assertEqual(len(pairs), 15)
        self.assertEqual(set(pairs), {frozenset(p) for p in itertools.combinations(teams, 2)})
        for rnd in rounds:
            playing = [t for pair in rnd for t in pair]
            self.assertEqual(len(playing), len(set(playing)))

    def test_odd_number_gives_byes(self):
        rounds = round_robin(["A", "B", "C", "D", "E"])
        self.assertEqual(len(rounds), 5)
        self.assertTrue(all(len(rnd) == 2 for rnd in rounds))
        sitting_out = [({"A", "B", "C", "D", "E"} - {t for p in rnd for t in p}).pop() for rnd in rounds]
        self.assertEqual(sorted(sitting_out), ["A", "B", "C", "D", "E"])

    def test_first_round(self):
        self.assertEqual(round_robin(["A", "B", "C", "D"])[0], [("A", "D"), ("B", "C")])
        self.assertEqual(round_robin(["A"]), [])

    def test_fixed_team_alternates_home_and_away(self):
        rounds = round_robin(["A", "B", "C", "D"])
        self.assertEqual([("A" == rnd[0][0]) for rnd in rounds], [True, False, True])

    def test_double_round_robin_mirrors(self):
        teams = ["A", "B", "C", "D"]
        rounds = double_round_robin(teams)
        self.assertEqual(len(rounds), 6)
        self.assertEqual(rounds[3], [(b, a) for a, b in rounds[0]])
        self.assertEqual(home_counts(rounds), {"A": 3, "B": 3, "C": 3, "D": 3})


class DatesTest(unittest.TestCase):
    def test_weekly_with_a_gap(self):
        rounds = round_robin(["A", "B", "C", "D"])
        start = datetime.date(2024, 9, 14)
        skip = {datetime.date(2024, 9, 21)}
        dated = match_dates(rounds, start, skip=skip)
        self.assertEqual([d for d, _ in dated],
                         [datetime.date(2024, 9, 14), datetime.date(2024, 9, 28), datetime.date(2024, 10, 5)])
        self.assertEqual(dated[0][1], rounds[0])

    def test_fortnightly(self):
        dated = match_dates([[], []], datetime.date(2025, 1, 4), every_days=14)
        self.assertEqual([d for d, _ in dated], [datetime.date(2025, 1, 4), datetime.date(2025, 1, 18)])


if __name__ == "__main__":
    unittest.main()
