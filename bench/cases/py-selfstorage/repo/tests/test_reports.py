import unittest
from datetime import date
from decimal import Decimal

from selfstore.billing import Numbers, bill_due, move_in_invoice
from selfstore.ledger import Ledger
from selfstore.reports import area_occupancy, occupancy, rent_roll, statement

from tests.fixtures import let_site


class OccupancyTest(unittest.TestCase):
    def setUp(self):
        self.site, self.book = let_site()

    def test_by_size(self):
        self.assertEqual(
            occupancy(self.site, self.book, date(2024, 4, 10)),
            {"L": (0, 2), "25": (0, 4), "50": (1, 4), "75": (0, 2), "100": (1, 3), "150": (1, 1), "200": (1, 1)},
        )

    def test_by_area(self):
        self.assertEqual(area_occupancy(self.site, self.book, date(2024, 4, 10)), 44.7)
        self.assertEqual(area_occupancy(self.site, self.book, date(2024, 1, 1)), 0.0)

    def test_rent_roll(self):
        self.assertEqual(rent_roll(self.book, date(2024, 4, 10)), Decimal("603.85"))
        self.assertEqual(rent_roll(self.book, date(2024, 3, 5)), Decimal("305.85"))


class StatementTest(unittest.TestCase):
    def test_statement(self):
        site, book = let_site()
        numbers = Numbers()
        ledger = Ledger()
        hale = book.tenancies["T00001"]
        ledger.post(move_in_invoice(hale, numbers))
        ledger.pay("T00001", date(2024, 3, 17), "100.00")
        ledger.post(*bill_due(book, date(2024, 4, 17), numbers))
        self.assertEqual(
            statement(ledger, hale),
            "Statement for Priya Hale, unit A05 (T00001)\n"
            "17/03/2024  INV000001     £129.80    £129.80\n"
            "17/03/2024  Payment      -£100.00     £29.80\n"
            "17/04/2024  INV000002     £105.80    £135.60\n"
            "Balance due £135.60",
        )


if __name__ == "__main__":
    unittest.main()
