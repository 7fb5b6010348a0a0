import unittest

from volleyball.report import render_results, render_table

from .season import season

EXPECTED_TABLE = """\
Valley League Women's Division 1
=====================================================
Pos  Team                  P  W  L   Sets     SR  Pts
  1  Millbrook             3  2  1    8-4  2.000    7
  2  Harbour Hawks         3  3  0    9-6  1.500    6
  3  Northgate Spikers     3  1  2    5-7  0.714    4
  4  Riverside             3  0  3    4-9  0.444    1
"""


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.league = season()

    def test_table(self):
        self.assertEqual(render_table(self.league.table(), title=self.league.name), EXPECTED_TABLE)

    def test_deduction_is_starred(self):
        self.league.deduct("Riverside", 1, "late team sheet")
        text = render_table(self.league.table())
        self.assertIn("  4  Riverside             3  0  3    4-9  0.444   0*", text)
        self.assertTrue(text.endswith("* points deducted\n"))

    def test_results(self):
        lines = render_results(self.league.matches).splitlines()
        self.assertEqual(len(lines), 6)
        self.assertEqual(lines[0], "14 Sep  Harbour Hawks 3-2 Millbrook (25-20 22-25 25-23 19-25 15-12)")
        self.assertEqual(lines[5], "28 Sep  Millbrook 3-0 Northgate Spikers (25-17 25-19 25-21)")


if __name__ == "__main__":
    unittest.main()
