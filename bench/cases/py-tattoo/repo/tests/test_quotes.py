import unittest
from decimal import Decimal

from tattoo.quotes import Design, QuoteError, estimate_hours, quote

from .fixtures import JUDE, MARA


class EstimateTest(unittest.TestCase):
    def test_blackwork_forearm(self):
        # 10 x 12 = 120 cm2 at 20 cm2/h = 6 h
        self.assertEqual(estimate_hours(Design(10, 12, "blackwork", "forearm")), Decimal("6.0"))

    def test_placement_and_rounding(self):
        # 8 x 8 = 64 cm2 at 40 cm2/h = 1.6 h, x1.4 ribs = 2.24 h -> 2.5 h
        self.assertEqual(estimate_hours(Design(8, 8, "linework", "ribs")), Decimal("2.5"))

    def test_cover_up_takes_longer(self):
        # 60 cm2 colour = 4.2857 h, x1.25 = 5.357 h -> 5.5 h
        self.assertEqual(estimate_hours(Design(6, 10, "colour", "calf", cover_up=True)), Decimal("5.5"))

    def test_at_least_half_an_hour(self):
        self.assertEqual(estimate_hours(Design(2, 2, "linework", "forearm")), Decimal("0.5"))

    def test_unknown_style_and_placement(self):
        with self.assertRaises(QuoteError):
            estimate_hours(Design(5, 5, "watercolour", "forearm"))
        with self.assertRaises(QuoteError):
            estimate_hours(Design(5, 5, "linework", "elbow"))
        with self.assertRaises(QuoteError):
            estimate_hours(Design(0, 5, "linework", "forearm"))


class QuoteTest(unittest.TestCase):
    def test_price_rounds_up_to_five_pounds(self):
        q = quote(JUDE, Design(5, 7, "colour", "forearm"))  # 35 cm2 / 14 = 2.5 h
        self.assertEqual(q.hours, Decimal("2.5"))
        self.assertEqual(q.price, Decimal("190"))           # 187.50 -> 190

    def test_minimum_charge(self):
        q = quote(MARA, Design(2, 2, "linework", "forearm"))
        self.assertEqual(q.price, Decimal(80))

    def test_artist_must_do_the_style(self):
        with self.assertRaises(QuoteError):
            quote(JUDE, Design(10, 10, "realism", "back"))


if __name__ == "__main__":
    unittest.main()
