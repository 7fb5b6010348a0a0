import unittest

from pantry import shopping_list

from tests.helpers import STAPLES, stocked


class ShoppingTest(unittest.TestCase):
    def test_only_what_is_missing(self):
        self.assertEqual(shopping_list(stocked(), STAPLES), {"flour": 500})

    def test_cooking_puts_rice_on_the_list(self):
        p = stocked()
        self.assertNotIn("rice", shopping_list(p, STAPLES))
        p.use("rice", 900)
        self.assertEqual(shopping_list(p, STAPLES), {"flour": 500, "rice": 200})


if __name__ == "__main__":
    unittest.main()
