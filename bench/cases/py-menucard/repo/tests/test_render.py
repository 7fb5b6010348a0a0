import unittest

from menu.render import render_card
from tests.fixtures import dishes

EXPECTED = """\
                            MENU                            

Starters
--------
Tomato bruschetta (VG) ............................... £6.50
    contains: GL

Mains
-----
Pasta al pesto (V) .................................. £13.00
    contains: GL, EG, MI, NU
Tofu fried rice ** (VG) ............................. £11.50
    contains: GL, SO
Garlic prawns (GF) .................................. £15.00
    contains: CR, SU

Sides
-----
Plain rice (VG) (GF) ................................. £3.00

Desserts
--------
Honey rice pudding (V) (GF) .......................... £5.50
"""


class RenderTests(unittest.TestCase):
    def test_card(self):
        self.maxDiff = None
        self.assertEqual(EXPECTED, render_card(dishes()))

    def test_unknown_section(self):
        card = dishes()
        card[0].section = "Specials"
        with self.assertRaises(ValueError):
            render_card(card)
