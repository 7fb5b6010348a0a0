import unittest

from quiltshow.entries import normalise_name, parse_entries
from tests.fixtures import ENTRIES


class EntriesTest(unittest.TestCase):
    def test_parses_the_list(self):
        self.assertEqual([entry.number for entry in ENTRIES], [101, 102, 201, 202, 203, 301])
        self.assertEqual(ENTRIES[2].maker, "Jo O'Brien")

    def test_area_in_square_metres(self):
        self.assertAlmostEqual(ENTRIES[0].area_m2, 4.4)

    def test_names_are_tidied(self):
        self.assertEqual(normalise_name("  MARY   mcgregor "), "Mary McGregor")

    def test_unknown_category_is_refused(self):
        with self.assertRaisesRegex(ValueError, "line 1: unknown category 'quilted'"):
            parse_entries("1, a b, t, quilted, 10, 10")

    def test_duplicate_numbers_are_refused(self):
        with self.assertRaisesRegex(ValueError, "unique"):
            parse_entries("1, a, t, bed, 10, 10\n1, b, u, wall, 10, 10")


if __name__ == "__main__":
    unittest.main()
