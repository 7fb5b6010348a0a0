import unittest

from dairy import quality
from dairy.recording import by_cow, parse_line

from . import fixtures


class QualityTest(unittest.TestCase):
    def setUp(self):
        self.records = by_cow(fixtures.records())

    def test_band(self):
        self.assertEqual(quality.band(100), "excellent")
        self.assertEqual(quality.band(101), "good")
        self.assertEqual(quality.band(400), "raised")
        self.assertEqual(quality.band(401), "clinical risk")

    def test_bulk_scc_is_weighted_by_milk(self):
        tests = [
            parse_line("A,2025-03-06,10,10,4,3,100"),
            parse_line("B,2025-03-06,5,5,4,3,400"),
        ]
        self.assertEqual(quality.bulk_scc(tests), 200)
        self.assertEqual(quality.bulk_scc([]), 0)

    def test_latest_tests(self):
        latest = quality.latest_tests(self.records, tags={"UK1001", "UK1004"})
        self.assertEqual([(t.tag, t.scc) for t in latest], [("UK1001", 98), ("UK1004", 295)])

    def test_high_cell_cows(self):
        self.assertEqual(quality.high_cell_cows(self.records), ["UK1004", "UK1006"])
        self.assertEqual(quality.high_cell_cows(self.records, threshold=150), ["UK1004", "UK1006", "UK1002"])
        self.assertEqual(quality.high_cell_cows(self.records, tags={"UK1001", "UK1006"}), ["UK1006"])
