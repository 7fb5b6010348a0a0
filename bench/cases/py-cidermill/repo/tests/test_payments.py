import unittest

from cidermill import statement
from cidermill.payments import money

from .fixtures import deliveries


class PaymentsTest(unittest.TestCase):
    def test_money(self):
        self.assertEqual(money(0), "£0.00")
        self.assertEqual(money(123456), "£1,234.56")

    def test_statement_lines_and_total(self):
        lines, total = statement("Orchard Lane", deliveries())
        self.assertEqual(
            lines,
            [
                "2026-10-05  Yarlington Mill          1235 kg     £216.13",
                "2026-10-05  Bramley                   225 kg      £27.00",
            ],
        )
        self.assertEqual(total, 24313)

    def test_statement_in_day_order(self):
        lines, total = statement("Hill Farm", deliveries())
        self.assertEqual([line[:10] for line in lines], ["2026-10-05", "2026-10-05", "2026-10-06"])
        self.assertEqual(total, 22320 + 7980 + 17280)

    def test_unknown_grower(self):
        self.assertEqual(statement("Nobody", deliveries()), ([], 0))
