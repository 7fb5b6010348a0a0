import unittest
from datetime import date
from decimal import Decimal

from selfstore.billing import Numbers, add_months, bill_due, money_total, move_in_invoice

from tests.fixtures import let_site


class AddMonthsTest(unittest.TestCase):
    def test_add_months(self):
        self.assertEqual(add_months(date(2024, 3, 17), 1), date(2024, 4, 17))
        self.assertEqual(add_months(date(2024, 1, 31), 1), date(2024, 2, 29))
        self.assertEqual(add_months(date(2024, 11, 30), 3), date(2025, 2, 28))
        self.assertEqual(add_months(date(2024, 2, 28), 1, 31), date(2024, 3, 31))


class MoveInInvoiceTest(unittest.TestCase):
    def setUp(self):
        self.site, self.book = let_site()
        self.numbers = Numbers()

    def test_first_invoice(self):
        inv = move_in_invoice(self.book.tenancies["T00001"], self.numbers)
        self.assertEqual(inv.number, "INV000001")
        self.assertEqual(inv.issued, date(2024, 3, 17))
        self.assertEqual(inv.period, (date(2024, 3, 17), date(2024, 4, 16)))
        self.assertEqual(
            [(l.description, l.net, l.vat) for l in inv.lines],
            [
                ("Administration fee", Decimal("20.00"), Decimal("4.00")),
                ("Unit A05 rent 17/03/2024-16/04/2024", Decimal("79.00"), Decimal("15.80")),
                ("Contents cover £2,000 17/03/2024-16/04/2024", Decimal("11.00"), Decimal("0.00")),
            ],
        )
        self.assertEqual(inv.total, Decimal("129.80"))

    def test_no_cover_no_line(self):
        inv = move_in_invoice(self.book.tenancies["T00002"], self.numbers)
        self.assertEqual(len(inv.lines), 2)
        self.assertEqual(inv.total, Decimal("202.02"))

    def test_started_on_the_31st(self):
        inv = move_in_invoice(self.book.tenancies["T00003"], self.numbers)
        self.assertEqual(inv.period, (date(2024, 1, 31), date(2024, 2, 27)))


class MonthlyBillingTest(unittest.TestCase):
    def setUp(self):
        self.site, self.book = let_site()
        self.numbers = Numbers(first=100)

    def test_billing_day(self):
        due = bill_due(self.book, date(2024, 4, 17), self.numbers)
        self.assertEqual([i.tenancy for i in due], ["T00001"])
        inv = due[0]
        self.assertEqual(inv.number, "INV000100")
        self.assertEqual(inv.period, (date(2024, 4, 17), date(2024, 5, 16)))
        self.assertEqual(inv.total, Decimal("105.80"))

    def test_end_of_month_starter_billed_on_28th(self):
        due = bill_due(self.book, date(2024, 2, 28), self.numbers)
        self.assertEqual([i.tenancy for i in due], ["T00003"])
        self.assertEqual(due[0].period, (date(2024, 2, 28), date(2024, 3, 27)))
        # 157.50 + 31.50 VAT + 19.00 cover
        self.assertEqual(due[0].total, Decimal("208.00"))

    def test_not_on_move_in_day(self):
        self.assertEqual(bill_due(self.book, date(2024, 4, 8), self.numbers), [])

    def test_first_of_month(self):
        due = bill_due(self.book, date(2024, 5, 1), self.numbers)
        self.assertEqual([i.tenancy for i in due], ["T00002"])
        self.assertEqual(money_total(due), Decimal("178.02"))

    def test_moved_out(self):
        self.book.move_out("T00001", date(2024, 4, 16))
        self.assertEqual(bill_due(self.book, date(2024, 4, 17), self.numbers), [])


if __name__ == "__main__":
    unittest.main()
