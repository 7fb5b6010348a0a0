import datetime
import unittest
from decimal import Decimal

from cidermill import press

from .fixtures import deliveries


class PressingTest(unittest.TestCase):
    def test_batches_by_day_and_group(self):
        batches = press(deliveries())
        self.assertEqual(
            [(b.day.day, b.group, b.kg) for b in batches],
            [
                (5, "bittersharp", 380),
                (5, "bittersweet", 2475),
                (5, "sharp", 225),
                (6, "bittersharp", 410),
                (6, "bittersweet", 960),
            ],
        )

    def test_litres(self):
        batches = press(deliveries())
        self.assertEqual(batches[1].litres, Decimal("1608.8"))
        self.assertEqual(batches[2].litres, Decimal("146.3"))

    def test_nothing_to_press(self):
        self.assertEqual(press([]), [])
