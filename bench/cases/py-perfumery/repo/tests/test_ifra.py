import unittest

from perfumery import ifra

from .fixtures import chypre


class IfraTest(unittest.TestCase):
    def test_fine_fragrance_at_fifteen_percent(self):
        self.assertEqual(ifra.check(chypre(), "4", 15), [])

    def test_fine_fragrance_at_twenty_percent(self):
        breaches = ifra.check(chypre(), "4", 20)
        self.assertEqual([b.material for b in breaches], ["Bergamot oil FCF", "Oakmoss absolute 10%"])
        self.assertEqual(str(breaches[1]), "Oakmoss absolute 10%: 0.120% (limit 0.1%)")

    def test_body_lotion(self):
        self.assertEqual(ifra.check(chypre(), "5A", 1), [])
        breaches = ifra.check(chypre(), "5A", 5)
        # citral is at 0.1%, exactly its limit: not a breach
        self.assertEqual([b.material for b in breaches], ["Bergamot oil FCF", "Oakmoss absolute 10%"])
        self.assertEqual(breaches[0].percent, 0.6)

    def test_product_percent(self):
        self.assertAlmostEqual(ifra.product_percent(chypre(), "Citral", 15), 0.3)

    def test_unknown_category(self):
        with self.assertRaises(ValueError):
            ifra.check(chypre(), "4B", 15)

    def test_dosage_range(self):
        with self.assertRaises(ValueError):
            ifra.check(chypre(), "4", 0)


if __name__ == "__main__":
    unittest.main()
