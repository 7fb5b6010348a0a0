import unittest
from datetime import date
from decimal import Decimal

from tattoo.invoices import invoice, render, session_charge

from .fixtures import JUDE, MARA


class InvoiceTest(unittest.TestCase):
    def test_session_charge(self):
        self.assertEqual(session_charge(MARA, Decimal("2.5")), Decimal("225.00"))

    def test_two_sessions_less_deposit(self):
        bill = invoice("Sam Okafor", MARA, [(date(2025, 4, 2), Decimal("1.5")), (date(2025, 3, 12), Decimal(5))],
                       deposit_paid=Decimal(110))
        self.assertEqual([line.amount for line in bill.lines], [Decimal("450.00"), Decimal("135.00")])
        self.assertEqual(bill.total, Decimal("585.00"))
        self.assertEqual(bill.balance_due, Decimal("475.00"))

    def test_minimum_charge_top_up(self):
        bill = invoice("Ana Brie", JUDE, [(date(2025, 3, 13), Decimal("0.5"))])
        self.assertEqual(bill.lines[-1].description, "Minimum charge")
        self.assertEqual(bill.total, Decimal("60.00"))

    def test_vat(self):
        bill = invoice("Ana Brie", JUDE, [(date(2025, 3, 13), Decimal(2))], vat_registered=True)
        self.assertEqual(bill.vat, Decimal("30.00"))
        self.assertEqual(bill.total, Decimal("180.00"))

    def test_nothing_worked(self):
        with self.assertRaises(ValueError):
            invoice("Ana Brie", JUDE, [])

    def test_render(self):
        bill = invoice("Sam Okafor", MARA, [(date(2025, 3, 12), Decimal(5)), (date(2025, 4, 2), Decimal("1.5"))],
                       deposit_paid=Decimal(110))
        self.assertEqual(render(bill), "\n".join([
            "Invoice for Sam Okafor (artist: Mara)",
            "12 Mar 2025, 5h                  £450.00",
            "02 Apr 2025, 1.5h                £135.00",
            "Subtotal                         £585.00",
            "Deposit paid                    -£110.00",
            "Balance due                      £475.00",
        ]))


if __name__ == "__main__":
    unittest.main()
