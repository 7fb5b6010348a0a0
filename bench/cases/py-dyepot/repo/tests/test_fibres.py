import unittest

from dyepot.fibres import skein, weight_of_fibre


class FibresTest(unittest.TestCase):
    def test_skein(self):
        s = skein("Heather 4-ply", "merino", 100)
        self.assertEqual(s.fibre.kind, "protein")
        self.assertEqual(s.dry_g, 100.0)

    def test_unknown_fibre(self):
        with self.assertRaisesRegex(ValueError, "unknown fibre 'acrylic'"):
            skein("Bargain", "acrylic", 100)

    def test_weightless_skein(self):
        with self.assertRaises(ValueError):
            skein("Air", "silk", 0)

    def test_weight_of_fibre(self):
        self.assertEqual(weight_of_fibre([skein("a", "silk", 50), skein("b", "alpaca", 75.5)]), 125.5)


if __name__ == "__main__":
    unittest.main()
