import unittest

from ambulance.report import day_sheet

from . import fixtures

EXPECTED = """\
North Division - 2024-03-05
Calls: 12 (conveyed 10)
Cat 1  n=4   mean    7.9 (MISSED)  90th   10.0 (met)
Cat 2  n=5   mean   21.8 (MISSED)  90th   31.0 (met)
Cat 3  n=2   mean   63.5 (-)  90th   80.0 (met)
Cat 4  n=1   mean  115.0 (-)  90th  115.0 (met)
Handovers over 15 min: 4, lost 1.00 h
Staffed 81.0 h, UHU 0.22
"""


class DaySheetTest(unittest.TestCase):
    def test_sheet(self):
        sheet = day_sheet("North Division", fixtures.DAY, fixtures.calls(), fixtures.shifts())
        self.assertEqual(sheet, EXPECTED)

    def test_cover_gaps_listed(self):
        rota = fixtures.shifts()[:2]
        sheet = day_sheet("North Division", fixtures.DAY, fixtures.calls(), rota)
        self.assertTrue(sheet.endswith("No cover at: 14:00, 15:00, 16:00, 17:00, 18:00,"
                                       " 19:00, 20:00, 21:00, 22:00, 23:00\n"), sheet)


if __name__ == "__main__":
    unittest.main()
