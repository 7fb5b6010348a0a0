import unittest
from datetime import date

from mothtrap.tally import add_counts, first_seen, richness, season_totals, top_species

from .helpers import sample_nights


class TallyTest(unittest.TestCase):
    def test_add_counts(self):
        tally = {"2069": 2}
        self.assertIs(add_counts(tally, {"2069": 3, "2107": 1}), tally)
        self.assertEqual(tally, {"2069": 5, "2107": 1})

    def test_season_totals(self):
        self.assertEqual(season_totals(sample_nights()), {
            "2069": 30, "2107": 3, "1728": 1, "2160": 3, "2089": 3, "2190": 1, "2321": 2,
        })

    def test_richness(self):
        self.assertEqual(richness(sample_nights()), 7)
        self.assertEqual(richness([]), 0)

    def test_first_seen(self):
        nights = list(reversed(sample_nights()))
        first = first_seen(nights)
        self.assertEqual(first["2069"], date(2026, 6, 12))
        self.assertEqual(first["2321"], date(2026, 6, 20))

    def test_top_species(self):
        self.assertEqual(top_species(sample_nights()), [
            ("Heart and Dart", 30), ("Heart and Club", 3), ("Large Yellow Underwing", 3),
        ])


if __name__ == "__main__":
    unittest.main()
