import unittest
from datetime import datetime
from decimal import Decimal

from towage.invoice import build, render
from towage.jobs import Job, plan

from .fixtures import bulker, feeder, fleet


def plans():
    tugs = fleet()
    return [
        plan(Job("T-1002", feeder(), "departure", datetime(2024, 5, 12, 18, 0), "Berth 41",
                 "Solent Ship Agency", waiting_minutes=50), tugs),
        plan(Job("T-1001", bulker(), "arrival", datetime(2024, 5, 10, 11, 0), "Berth 104",
                 "Solent Ship Agency"), tugs),
        plan(Job("T-1003", bulker(), "departure", datetime(2024, 5, 14, 16, 0), "Berth 104",
                 "Wessex Maritime"), tugs),
    ]


class InvoiceTest(unittest.TestCase):
    def test_lines_for_agent_in_time_order(self):
        inv = build("Solent Ship Agency", "INV-2405-017", plans())
        self.assertEqual([line.ref for line in inv.lines],
                         ["T-1001", "T-1001", "T-1002", "T-1002", "T-1002", "T-1002"])

    def test_totals(self):
        inv = build("Solent Ship Agency", "INV-2405-017", plans())
        self.assertEqual(inv.net, Decimal("8282.60"))
        self.assertEqual(inv.vat, Decimal("1656.52"))
        self.assertEqual(inv.gross, Decimal("9939.12"))

    def test_zero_rated(self):
        inv = build("Wessex Maritime", "INV-2405-018", plans(), vat_rate=Decimal("0"))
        self.assertEqual(inv.net, Decimal("5538.50"))
        self.assertEqual(inv.gross, Decimal("5538.50"))

    def test_render(self):
        inv = build("Wessex Maritime", "INV-2405-018", plans())
        text = render(inv)
        self.assertEqual(text.splitlines()[0], "Invoice INV-2405-018 to Wessex Maritime")
        self.assertIn("T-1003   14/05/2024 16:00  Cape Heron", text)
        self.assertTrue(text.endswith("6646.20"))
        self.assertIn("VAT 20%", text)


if __name__ == "__main__":
    unittest.main()
