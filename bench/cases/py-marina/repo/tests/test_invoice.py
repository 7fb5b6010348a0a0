import unittest
from datetime import datetime

from marina.berths import allocate
from marina.boats import Boat
from marina.invoice import format_cents, invoice_for
from marina.stays import Stay
from tests.test_berths import PONTOON_A


class InvoiceTest(unittest.TestCase):
    def test_nights_across_seasons(self):
        boat = Boat("Fulmar", 11.4, 3.9, crew=2)
        berth = allocate(boat, PONTOON_A)
        stay = Stay(datetime(2026, 8, 30, 15, 0), datetime(2026, 9, 2, 11, 0))
        invoice = invoice_for(boat, berth, stay)
        self.assertEqual(invoice.berth, "A2")
        self.assertEqual(
            invoice.lines,
            [
                ("mooring 2026-08-30 (high)", 3840),
                ("mooring 2026-08-31 (high)", 3840),
                ("mooring 2026-09-01 (mid)", 2880),
                ("tourist tax 2 x3", 720),
            ],
        )
        self.assertEqual(invoice.total_cents, 11280)

    def test_electricity(self):
        boat = Boat("Tern", 8.0, 3.0)
        stay = Stay(datetime(2026, 3, 1, 15, 0), datetime(2026, 3, 3, 9, 0), electricity=True)
        invoice = invoice_for(boat, PONTOON_A[0], stay)
        self.assertIn(("electricity x2", 900), invoice.lines)
        self.assertEqual(invoice.total_cents, 1500 * 2 + 900 + 240)

    def test_format_cents(self):
        self.assertEqual(format_cents(11280), "112.80")
        self.assertEqual(format_cents(5), "0.05")
        self.assertEqual(format_cents(-250), "-2.50")


if __name__ == "__main__":
    unittest.main()
