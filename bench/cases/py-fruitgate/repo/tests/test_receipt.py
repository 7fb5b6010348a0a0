import unittest

from orchard.receipt import Receipt, line_cost
from orchard.weigh import weigh


def sample(member=False):
    receipt = Receipt(member=member)
    receipt.add(weigh("bramley", "basket", 2350))  # 2000 g at 180 -> 360
    receipt.add(weigh("cambridge", "punnet", 520))  # 500 g at 650 -> 325
    return receipt


class ReceiptTest(unittest.TestCase):
    def test_line_cost(self):
        self.assertEqual(line_cost({"variety": "victoria", "grams": 1250}), 400)

    def test_total(self):
        self.assertEqual(sample().total_pence(), 685)

    def test_member_discount(self):
        receipt = sample(member=True)
        self.assertEqual(receipt.discount_pence(), 69)
        self.assertEqual(receipt.total_pence(), 616)

    def test_lines(self):
        self.assertEqual(
            sample(member=True).lines(),
            [
                "bramley        2000 g    £3.60",
                "cambridge       500 g    £3.25",
                "member 10%              -£0.69",
                "total                    £6.16",
            ],
        )


if __name__ == "__main__":
    unittest.main()
