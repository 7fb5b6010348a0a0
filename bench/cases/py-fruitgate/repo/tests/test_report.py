import unittest

from orchard.receipt import Receipt
from orchard.report import gross_by_variety, kilos_by_fruit, summary, takings_pence
from orchard.weigh import weigh


def day():
    first = Receipt()
    first.add(weigh("cox", "bag", 1505))  # 1500 g at 240 -> 360
    second = Receipt(member=True)
    second.add(weigh("bramley", "own", 1000))  # 180
    second.add(weigh("glen-ample", "punnet", 270))  # 250 g at 900 -> 225
    return [first, second]


class ReportTest(unittest.TestCase):
    def test_takings(self):
        self.assertEqual(takings_pence(day()), 360 + 405 - 41)

    def test_kilos_by_fruit(self):
        self.assertEqual(kilos_by_fruit(day()), {"apple": 2.5, "raspberry": 0.25})

    def test_gross_by_variety(self):
        self.assertEqual(gross_by_variety(day()), {"bramley": 180, "cox": 360, "glen-ample": 225})

    def test_summary(self):
        self.assertEqual(summary(day()), "2 receipts, takings £7.24")


if __name__ == "__main__":
    unittest.main()
