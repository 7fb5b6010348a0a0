import unittest

from quiltshow.results import category_results, rosette_text
from tests.fixtures import CARDS, ENTRIES


class ResultsTest(unittest.TestCase):
    def test_placings_per_category(self):
        results = category_results(ENTRIES, CARDS)
        self.assertEqual(sorted(results), ["bed", "junior", "wall"])
        self.assertEqual([(p.place, p.entry.number) for p in results["bed"]], [("First", 101), ("Second", 102)])

    def test_bed_scores(self):
        results = category_results(ENTRIES, CARDS)
        self.assertEqual([p.score for p in results["bed"]], [8.15, 8.05])

    def test_rosette(self):
        first = category_results(ENTRIES, CARDS)["wall"][0]
        self.assertEqual(rosette_text(first), "First - Wall quilts - Sam Patel, 'Monsoon'")


if __name__ == "__main__":
    unittest.main()
