import unittest
from datetime import datetime
from decimal import Decimal

from tattoo.deposits import deposit_for, refund_on_cancel
from tattoo.quotes import Design, quote

from .fixtures import JUDE, MARA


class DepositTest(unittest.TestCase):
    def test_a_fifth_rounded_up(self):
        q = quote(MARA, Design(10, 12, "blackwork", "forearm"))  # 6 h = £540
        self.assertEqual(deposit_for(q), Decimal("110.00"))

    def test_at_least_fifty(self):
        q = quote(JUDE, Design(5, 7, "colour", "forearm"))  # £190
        self.assertEqual(deposit_for(q), Decimal("50.00"))

    def test_never_more_than_the_quote(self):
        q = quote(JUDE, Design(1, 1, "linework", "forearm"))  # minimum £60... 0.5 h = £37.50
        self.assertEqual(q.price, Decimal(60))
        self.assertEqual(deposit_for(q), Decimal("50.00"))


class RefundTest(unittest.TestCase):
    appointment = datetime(2025, 3, 20, 11, 0)

    def test_with_notice(self):
        self.assertEqual(refund_on_cancel(Decimal(110), self.appointment, datetime(2025, 3, 18, 11, 0)), Decimal("110.00"))

    def test_late(self):
        self.assertEqual(refund_on_cancel(Decimal(110), self.appointment, datetime(2025, 3, 18, 11, 1)), Decimal("0.00"))

    def test_after_the_appointment(self):
        with self.assertRaises(ValueError):
            refund_on_cancel(Decimal(110), self.appointment, datetime(2025, 3, 20, 12, 0))


if __name__ == "__main__":
    unittest.main()
