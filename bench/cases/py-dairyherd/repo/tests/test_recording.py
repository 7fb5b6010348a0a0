import unittest
from datetime import date

from dairy.recording import by_cow, parse, parse_line

from . import fixtures


class RecordingTest(unittest.TestCase):
    def test_parse_line(self):
        t = parse_line("UK1001, 2025-03-06, 16.8, 13.9, 4.05, 3.31, 98")
        self.assertEqual(t.tag, "UK1001")
        self.assertEqual(t.day, date(2025, 3, 6))
        self.assertAlmostEqual(t.milk_kg, 30.7)
        self.assertAlmostEqual(t.fat_kg, 1.24335)
        self.assertAlmostEqual(t.protein_kg, 1.01617)
        self.assertAlmostEqual(t.litres, 29.80583, places=5)
        self.assertEqual(t.scc, 98)

    def test_parse_reports_the_line(self):
        with self.assertRaisesRegex(ValueError, "line 3: expected 7 fields"):
            parse("# header\n\nUK1,2025-01-01,1,2,3\n")

    def test_by_cow_sorts_by_date(self):
        records = parse(
            "UK2,2025-02-01,1,1,4,3,100\n"
            "UK1,2025-01-01,1,1,4,3,100\n"
            "UK2,2025-01-01,2,2,4,3,100\n"
        )
        grouped = by_cow(records)
        self.assertEqual(sorted(grouped), ["UK1", "UK2"])
        self.assertEqual([t.day.month for t in grouped["UK2"]], [1, 2])

    def test_fixture_file(self):
        grouped = by_cow(fixtures.records())
        self.assertEqual({tag: len(ts) for tag, ts in grouped.items()},
                         {"UK1001": 4, "UK1002": 4, "UK1003": 3, "UK1004": 4, "UK1006": 1})
