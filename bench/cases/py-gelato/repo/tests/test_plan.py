import unittest

from gelato.plan import make_plan
from tests.shop import freezer, recipes


class PlanTest(unittest.TestCase):
    def test_fills_the_low_pans(self):
        plan = make_plan(freezer(), recipes())
        self.assertEqual([(b.flavour, b.litres) for b in plan], [("lemon sorbet", 3.0), ("fior di latte", 3.5)])
        self.assertEqual(plan[1].grams, {"whole milk": 2275, "cream": 610, "sugar": 490, "dextrose": 105})

    def test_nothing_to_make(self):
        f = freezer()
        f.fill("fior di latte", 3000)
        f.fill("lemon sorbet", 3000)
        self.assertEqual(make_plan(f, recipes()), [])

    def test_needs_a_recipe(self):
        book = recipes()
        del book["lemon sorbet"]
        with self.assertRaisesRegex(KeyError, "no recipe for lemon sorbet"):
            make_plan(freezer(), book)


if __name__ == "__main__":
    unittest.main()
