import math
import unittest

from volleyball.match import Match
from volleyball.points import WIN_LOSS
from volleyball.standings import Row, build_table


def m(home, away, sets):
    return Match.parse(home, away, sets)


class RowTest(unittest.TestCase):
    def test_ratios(self):
        row = Row("A", sets_for=6, sets_against=4, points_for=250, points_against=200)
        self.assertEqual(row.set_ratio, 1.5)
        self.assertEqual(row.point_ratio, 1.25)

    def test_ratio_with_nothing_conceded(self):
        self.assertEqual(Row("A", sets_for=3).set_ratio, math.inf)
        self.assertEqual(Row("A").set_ratio, 0.0)

    def test_deductions_come_off_the_total(self):
        row = Row("A", match_points=9, deducted=2)
        self.assertEqual(row.total_points, 7)


class BuildTableTest(unittest.TestCase):
    def test_points_decide_first(self):
        matches = [
            m("A", "B", "25-20 22-25 25-23 19-25 15-12"),  # A 2, B 1
            m("B", "C", "25-17 25-19 25-21"),  # B 3
            m("C", "A", "25-17 25-19 25-21"),  # C 3
        ]
        table = build_table(["A", "B", "C"], matches)
        self.assertEqual([r.team for r in table], ["B", "C", "A"])
        self.assertEqual([r.total_points for r in table], [4, 3, 2])

    def test_wins_separate_teams_level_on_points(self):
        matches = [
            m("A", "B", "25-20 22-25 25-23 19-25 15-12"),  # A 2, B 1
            m("C", "D", "25-20 22-25 25-23 19-25 15-12"),  # C 2, D 1
            m("B", "D", "25-20 22-25 25-23 19-25 15-12"),  # B 2, D 1
            m("C", "A", "20-25 25-22 23-25 25-19 12-15"),  # A 2, C 1
        ]
        table = build_table(["A", "B", "C", "D"], matches)
        self.assertEqual([(r.team, r.total_points, r.won) for r in table],
                         [("A", 4, 2), ("B", 3, 1), ("C", 3, 1), ("D", 2, 0)])

    def test_set_ratio_then_point_ratio(self):
        matches = [
            m("A", "X", "25-10 25-10 25-10"),
            m("B", "Y", "25-23 23-25 25-23 25-23"),
            m("C", "Z", "25-23 25-23 25-23"),
        ]
        table = build_table(["A", "B", "C", "X", "Y", "Z"], matches)
        # A and C are 3-0 winners; A has the better point ratio. B won 3-1.
        self.assertEqual([r.team for r in table[:3]], ["A", "C", "B"])

    def test_deductions(self):
        matches = [m("A", "B", "25-17 25-19 25-21")]
        table = build_table(["A", "B"], matches, deductions={"A": 4})
        self.assertEqual([(r.team, r.total_points) for r in table], [("B", 0), ("A", -1)])

    def test_other_scheme(self):
        matches = [m("A", "B", "25-20 22-25 25-23 19-25 15-12")]
        table = build_table(["A", "B"], matches, scheme=WIN_LOSS)
        self.assertEqual([r.total_points for r in table], [2, 0])

    def test_stranger(self):
        with self.assertRaises(KeyError):
            build_table(["A", "B"], [m("A", "C", "25-17 25-19 25-21")])


if __name__ == "__main__":
    unittest.main()
