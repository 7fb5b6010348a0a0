import unittest
from datetime import date
from decimal import Decimal

from coldstore.invoice import build_invoice, render
from coldstore.lots import parse_manifest

MANIFEST = """\
L-1001,C042,frozen,4,3.2t,2026-10-28,2026-11-12
L-1002,C042,chilled,2,640kg,2026-11-03,
L-1003,C077,deep,6,7.5t,2026-11-10,
L-1004,C042,deep,3,4.5t,2026-11-20,2026-11-22
L-0999,C042,frozen,1,300kg,2026-09-01,2026-10-15
"""

NOV30 = date(2026, 11, 30)


class BuildInvoiceTest(unittest.TestCase):
    def setUp(self):
        self.lots = parse_manifest(MANIFEST.splitlines())

    def test_lines(self):
        inv = build_invoice("C042", self.lots, NOV30)
        self.assertEqual(inv.period_start, date(2026, 11, 1))
        self.assertEqual(
            [(l.ref, l.days, l.amount) for l in inv.lines],
            [
                ("L-1001", 12, Decimal("40.80")),   # 4 pallets x 12 days x 0.85
                ("L-1002", 28, Decimal("34.72")),   # 2 x 28 x 0.62
                ("L-1004", 3, Decimal("12.94")),    # 3 x 3 x 1.15 x 1.25 (1500 kg a pallet)
            ],
        )
        self.assertEqual(inv.total, Decimal("88.46"))

    def test_other_customer(self):
        inv = build_invoice("C077", self.lots, NOV30)
        self.assertEqual([(l.ref, l.days) for l in inv.lines], [("L-1003", 21)])
        self.assertEqual(inv.total, Decimal("181.12"))

    def test_nothing_in_period(self):
        inv = build_invoice("C042", self.lots, date(2026, 8, 31))
        self.assertEqual(inv.lines, [])
        self.assertEqual(inv.total, Decimal("0.00"))

    def test_render(self):
        text = render(build_invoice("C042", self.lots, NOV30))
        lines = text.splitlines()
        self.assertEqual(lines[0], "Storage invoice C042 01 Nov 2026 to 30 Nov 2026")
        self.assertIn("L-1002", lines[2])
        self.assertTrue(lines[-1].endswith("£88.46"))
        self.assertEqual(len(lines), 5)
