import unittest
from datetime import date

from pantry import Batch


class BatchTest(unittest.TestCase):
    def test_refuses_unknown_units_and_empty_batches(self):
        with self.assertRaisesRegex(ValueError, "unknown unit 'kg'"):
            Batch("rice", 1, "kg", date(2025, 1, 1))
        with self.assertRaisesRegex(ValueError, "positive quantity"):
            Batch("rice", 0, "g", date(2025, 1, 1))

    def test_the_best_before_date_itself_is_still_good(self):
        batch = Batch("milk", 1000, "ml", date(2025, 1, 10))
        self.assertFalse(batch.expired(date(2025, 1, 10)))
        self.assertTrue(batch.expired(date(2025, 1, 11)))


if __name__ == "__main__":
    unittest.main()
