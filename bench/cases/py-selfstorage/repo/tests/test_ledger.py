import unittest
from datetime import date
from decimal import Decimal

from selfstore.billing import Numbers, bill_due, move_in_invoice
from selfstore.ledger import Ledger, chase, release

from tests.fixtures import let_site


class LedgerTest(unittest.TestCase):
    def setUp(self):
        self.site, self.book = let_site()
        self.numbers = Numbers()
        self.ledger = Ledger()
        self.hale = self.book.tenancies["T00001"]
        self.ledger.post(move_in_invoice(self.hale, self.numbers))
        self.ledger.pay("T00001", date(2024, 3, 17), "129.80")
        self.ledger.post(*bill_due(self.book, date(2024, 4, 17), self.numbers))

    def test_balance_and_unpaid(self):
        self.assertEqual(self.ledger.balance("T00001"), Decimal("105.80"))
        self.assertEqual([i.number for i in self.ledger.unpaid("T00001")], ["INV000002"])
        self.assertEqual(self.ledger.days_overdue("T00001", date(2024, 4, 30)), 13)
        self.assertEqual(self.ledger.days_overdue("T00002", date(2024, 4, 30)), 0)

    def test_part_payment_clears_oldest_first(self):
        self.ledger.post(*bill_due(self.book, date(2024, 5, 17), self.numbers))
        self.ledger.pay("T00001", date(2024, 5, 20), "150.00")
        unpaid = self.ledger.unpaid("T00001")
        self.assertEqual([i.number for i in unpaid], ["INV000003"])
        self.assertEqual(self.ledger.balance("T00001"), Decimal("61.60"))

    def test_late_fee_after_grace(self):
        self.assertEqual(chase(self.ledger, self.book, date(2024, 4, 27), self.numbers), [])
        fees = chase(self.ledger, self.book, date(2024, 4, 28), self.numbers)
        self.assertEqual([(f.tenancy, f.total) for f in fees], [("T00001", Decimal("15.00"))])
        self.assertEqual(fees[0].lines[0].description, "Late payment fee on INV000002")
        # charged once only, and the fee itself earns no fee
        self.assertEqual(chase(self.ledger, self.book, date(2024, 5, 10), self.numbers), [])
        self.assertEqual(self.ledger.balance("T00001"), Decimal("120.80"))

    def test_overlock_and_release(self):
        chase(self.ledger, self.book, date(2024, 4, 28), self.numbers)
        fees = chase(self.ledger, self.book, date(2024, 5, 17), self.numbers)
        self.assertEqual([f.lines[0].description for f in fees], ["Overlock fee, unit A05"])
        self.assertTrue(self.site.unit("A05").overlocked)
        self.assertEqual(release(self.ledger, self.book, date(2024, 5, 18)), [])
        self.ledger.pay("T00001", date(2024, 5, 18), self.ledger.balance("T00001"))
        self.assertEqual(release(self.ledger, self.book, date(2024, 5, 18)), ["A05"])
        self.assertFalse(self.site.unit("A05").overlocked)


if __name__ == "__main__":
    unittest.main()
