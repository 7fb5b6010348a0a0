import unittest

from perfumery import costing

from .fixtures import chypre


class CostingTest(unittest.TestCase):
    def test_concentrate_per_kg(self):
        self.assertAlmostEqual(costing.concentrate_cost_per_kg(chypre()), 62.0)

    def test_bottle(self):
        # 50 ml x 0.9 g/ml x 15% = 6.75 g of concentrate at 62 EUR/kg
        self.assertEqual(costing.bottle_cost(chypre(), 50, 15), 0.42)
        self.assertEqual(costing.bottle_cost(chypre(), 100, 20), 1.12)


if __name__ == "__main__":
    unittest.main()
