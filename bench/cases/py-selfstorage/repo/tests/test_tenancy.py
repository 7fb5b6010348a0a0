import unittest
from datetime import date
from decimal import Decimal

from selfstore.tenancy import UnitTaken

from tests.fixtures import HALE, MORGAN, let_site


class BookTest(unittest.TestCase):
    def setUp(self):
        self.site, self.book = let_site()

    def test_refs_and_terms(self):
        t = self.book.tenancies["T00001"]
        self.assertEqual(t.customer, HALE)
        self.assertEqual(t.rent, Decimal("79.00"))
        self.assertEqual(t.premium, Decimal("11.00"))
        self.assertEqual(self.book.tenancies["T00004"].premium, Decimal("34.00"))

    def test_current(self):
        self.assertEqual([t.ref for t in self.book.current(date(2024, 3, 20))], ["T00001", "T00002", "T00003"])
        self.assertEqual(len(self.book.current(date(2024, 4, 8))), 4)

    def test_unit_taken(self):
        with self.assertRaises(UnitTaken):
            self.book.move_in(MORGAN, self.site.unit("A05"), date(2024, 5, 1))

    def test_move_out_frees_unit(self):
        self.book.move_out("T00001", date(2024, 5, 16))
        self.assertIsNone(self.book.tenancy_of("A05", date(2024, 5, 17)))
        self.assertEqual(self.book.tenancy_of("A05", date(2024, 5, 16)).ref, "T00001")
        t = self.book.move_in(MORGAN, self.site.unit("A05"), date(2024, 5, 17))
        self.assertEqual(t.ref, "T00005")

    def test_move_out_before_start(self):
        with self.assertRaises(ValueError):
            self.book.move_out("T00004", date(2024, 4, 1))


if __name__ == "__main__":
    unittest.main()
