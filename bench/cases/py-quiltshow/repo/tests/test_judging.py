import unittest

from quiltshow.judging import entry_scores, rank
from quiltshow.scoring import weighted
from tests.fixtures import CARDS, ENTRIES, card


class JudgingTest(unittest.TestCase):
    def test_weighted_mark(self):
        self.assertAlmostEqual(weighted({"design": 8, "workmanship": 9, "colour": 7, "impact": 8}), 8.2)

    def test_marks_out_of_range_are_refused(self):
        with self.assertRaisesRegex(ValueError, "colour mark 11"):
            weighted({"design": 8, "workmanship": 9, "colour": 11, "impact": 8})

    def test_average_of_two_judges(self):
        scores = entry_scores([card(101, "A", 8, 9, 7, 8), card(101, "B", 7, 9, 8, 8)])
        self.assertEqual(scores, {101: 8.15})

    def test_single_card(self):
        self.assertEqual(entry_scores([card(301, "A", 6, 5, 9, 9)]), {301: 6.5})

    def test_rank_best_first(self):
        ranked = rank(ENTRIES, CARDS, "wall")
        self.assertEqual([(entry.number, score) for entry, score in ranked], [(202, 8.6), (201, 7.1), (203, 6.3)])

    def test_unjudged_category_is_empty(self):
        self.assertEqual(rank(ENTRIES, CARDS, "art"), [])


if __name__ == "__main__":
    unittest.main()
