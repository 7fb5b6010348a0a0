import unittest

from dyepot.dyestuffs import dyestuff_grams


class DyestuffsTest(unittest.TestCase):
    def test_full_depth(self):
        self.assertEqual(dyestuff_grams("weld", 200), 200.0)
        self.assertEqual(dyestuff_grams("cochineal", 250), 10.0)

    def test_half_depth(self):
        self.assertEqual(dyestuff_grams("madder", 215, 0.5), 53.8)

    def test_depth_out_of_range(self):
        with self.assertRaises(ValueError):
            dyestuff_grams("madder", 100, 1.5)

    def test_unknown_dyestuff(self):
        with self.assertRaisesRegex(ValueError, "woad"):
            dyestuff_grams("woad", 100)


if __name__ == "__main__":
    unittest.main()
