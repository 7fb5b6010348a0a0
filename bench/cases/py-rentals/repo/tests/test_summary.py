import unittest

from rentals.summary import summarise

from tests.helpers import rental


class SummaryTest(unittest.TestCase):
    def test_takings_by_kind(self):
        day = summarise(
            [
                rental("city", 60, number="C-1"),
                rental("city", 30, member=True, number="C-2"),
                rental("ebike", 200, number="E-7"),
            ]
        )
        self.assertEqual(day.rentals, 3)
        self.assertEqual(day.by_kind["city"], 600 + 240)
        self.assertEqual(day.by_kind["ebike"], 4200)
        self.assertEqual(day.discounts, 60)
        self.assertEqual(day.takings, 600 + 240 + 4200)


if __name__ == "__main__":
    unittest.main()
