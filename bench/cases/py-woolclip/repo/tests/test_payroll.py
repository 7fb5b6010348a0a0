import unittest

from woolclip.payroll import pay_sheet, render, shearer_lines
from woolclip.rates import pay_for
from woolclip.tally import parse_board

from .board import BOARD


class PayrollTest(unittest.TestCase):
    def setUp(self):
        self.entries = parse_board(BOARD)

    def test_pay_for_rounds_down_to_the_cent(self):
        self.assertEqual(pay_for("ewe", 100), 34550)
        self.assertEqual(pay_for("ewe", 1), 345)
        self.assertEqual(pay_for("ram", 12), 8292)

    def test_shearer_lines(self):
        lines = {l.name: l for l in shearer_lines(self.entries)}
        self.assertEqual((lines["Hemi"].sheep, lines["Hemi"].cents), (297, 99773))
        self.assertEqual((lines["Tessa"].sheep, lines["Tessa"].cents), (290, 96964))
        self.assertEqual((lines["Jock"].sheep, lines["Jock"].cents), (222, 44892))

    def test_render(self):
        text = render(pay_sheet(self.entries, ["Mere"]))
        self.assertEqual(
            text.splitlines(),
            [
                "Hemi   shearer     297     $997.73",
                "Tessa  shearer     290     $969.64",
                "Jock   shearer     222     $448.92",
                "Mere   shed hand     0     $268.50",
                "total              809   $2,684.79",
            ],
        )
