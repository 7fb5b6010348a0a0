import unittest

from dyepot.bath import DyeBath
from dyepot.fibres import skein


def madder_pot():
    return (DyeBath("madder", 0.5)
            .add(skein("Heather 4-ply", "merino", 100))
            .add(skein("Moorland DK", "bluefaced leicester", 115)))


class DyeBathTest(unittest.TestCase):
    def test_amounts(self):
        pot = madder_pot()
        self.assertEqual(pot.wof(), 215)
        self.assertEqual(pot.water_litres(), 6.5)
        self.assertEqual(pot.dyestuff_g(), 53.8)

    def test_sheet(self):
        self.assertEqual(
            madder_pot().sheet(),
            "MADDER at 50%\n"
            "  Heather 4-ply: merino, 100 g\n"
            "  Moorland DK: bluefaced leicester, 115 g\n"
            "Weight of fibre 215 g, water 6.5 l\n"
            "Mordant: alum 26 g, cream of tartar 13 g\n"
            "Dyestuff: madder 54 g\n"
            " 0:00  fibre in at 20 °C\n"
            " 0:55  reach 75 °C (1 °C/min)\n"
            " 1:55  lift out, cool in the air\n",
        )

    def test_cotton_pot(self):
        pot = DyeBath("weld").add(skein("Dishcloth", "cotton", 250))
        self.assertIn("Mordant: alum 38 g, soda ash 4 g\n", pot.sheet())
        self.assertIn("water 7.5 l", pot.sheet())


if __name__ == "__main__":
    unittest.main()
