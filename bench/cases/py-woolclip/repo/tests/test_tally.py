import unittest

from woolclip.tally import gun, parse_board, parse_line, run_totals, totals_by_shearer

from .board import BOARD


class TallyTest(unittest.TestCase):
    def setUp(self):
        self.entries = parse_board(BOARD)

    def test_parse_line(self):
        e = parse_line("run2 Hemi ewe 112")
        self.assertEqual((e.run, e.shearer, e.sheep_class, e.count), (2, "Hemi", "ewe", 112))

    def test_parse_line_refuses(self):
        with self.assertRaisesRegex(ValueError, "line 7: no such run 'run5'"):
            parse_line("run5 Hemi ewe 1", 7)
        with self.assertRaisesRegex(ValueError, "unknown class 'wether'"):
            parse_line("run1 Hemi wether 1")

    def test_totals_by_shearer(self):
        totals = totals_by_shearer(self.entries)
        self.assertEqual(list(totals), ["Hemi", "Tessa", "Jock"])
        self.assertEqual(totals["Hemi"], {"ewe": 217, "lamb": 80})
        self.assertEqual(totals["Jock"], {"lamb": 60, "ram": 12, "crutch": 150})

    def test_run_totals_and_gun(self):
        self.assertEqual(run_totals(self.entries), {1: 270, 2: 218, 3: 171, 4: 150})
        self.assertEqual(gun(self.entries), ("Hemi", 297))
