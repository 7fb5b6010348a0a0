import unittest

from gelato.freezer import Pan
from tests.shop import freezer


class FreezerTest(unittest.TestCase):
    def test_sell_by_the_scoop(self):
        f = freezer()
        self.assertEqual(f.sell("pistachio", 2), 3260)
        with self.assertRaisesRegex(ValueError, "only 12 scoops of lemon sorbet left"):
            f.sell("lemon sorbet", 13)

    def test_fill(self):
        f = freezer()
        f.fill("fior di latte", 3800)
        self.assertEqual(f.pan("fior di latte").stock_ml, 5000)
        with self.assertRaisesRegex(ValueError, "overflows"):
            f.fill("pistachio", 2000)

    def test_low_pans_emptiest_first(self):
        self.assertEqual([p.flavour for p in freezer().low()], ["lemon sorbet", "fior di latte"])

    def test_a_pan_holds_what_fits(self):
        with self.assertRaises(ValueError):
            Pan("mint", stock_ml=6000)
        with self.assertRaisesRegex(KeyError, "no pan of mint"):
            freezer().pan("mint")


if __name__ == "__main__":
    unittest.main()
