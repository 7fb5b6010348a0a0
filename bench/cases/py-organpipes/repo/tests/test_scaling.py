import unittest

from organpipes.scaling import diameter, rank_diameters


class ScalingTest(unittest.TestCase):
    def test_normal_scale_halves_on_the_seventeenth_pipe(self):
        self.assertAlmostEqual(diameter(16, 0.12), 0.06)

    def test_string_scale_halves_sooner(self):
        self.assertAlmostEqual(diameter(12, 0.10, halving=12), 0.05)

    def test_rank(self):
        ds = rank_diameters(3, 0.1, 12)
        self.assertEqual(len(ds), 3)
        self.assertAlmostEqual(ds[1], 0.0944, places=4)

    def test_bad_halving(self):
        with self.assertRaises(ValueError):
            diameter(3, 0.1, halving=0)


if __name__ == "__main__":
    unittest.main()
