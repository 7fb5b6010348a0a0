import unittest
from datetime import date

from pantry import Batch, NotEnough

from tests.helpers import stocked


class StoreTest(unittest.TestCase):
    def test_totals_add_up_the_batches(self):
        self.assertEqual(stocked().totals(), {"rice": 1500, "oil": 750, "eggs": 10})

    def test_using_lowers_the_total(self):
        p = stocked()
        self.assertEqual(p.totals()["eggs"], 10)
        p.use("eggs", 4)
        self.assertEqual(p.totals()["eggs"], 6)

    def test_a_used_up_batch_is_gone(self):
        p = stocked()
        p.use("oil", 750)
        self.assertEqual(p.batches("oil"), [])
        self.assertNotIn("oil", p.totals())

    def test_cannot_use_more_than_there_is(self):
        p = stocked()
        with self.assertRaises(NotEnough):
            p.use("eggs", 11)
        self.assertEqual(p.totals()["eggs"], 10)

    def test_one_unit_per_name(self):
        p = stocked()
        with self.assertRaisesRegex(ValueError, "rice is counted in g, not pcs"):
            p.add(Batch("rice", 2, "pcs", date(2025, 5, 1)))


if __name__ == "__main__":
    unittest.main()
