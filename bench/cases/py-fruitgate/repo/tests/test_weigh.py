import unittest

from orchard.catalog import UnknownVariety
from orchard.weigh import WeighingError, weigh


class WeighTest(unittest.TestCase):
    def test_tare_comes_off(self):
        item = weigh("cox", "basket", 2350)
        self.assertEqual(item["grams"], 2000)

    def test_own_bag_has_no_tare(self):
        self.assertEqual(weigh("cox", "own", 800)["grams"], 800)

    def test_empty_container_is_refused(self):
        with self.assertRaises(WeighingError):
            weigh("cambridge", "punnet", 20)

    def test_unknown_container(self):
        with self.assertRaises(WeighingError):
            weigh("cox", "bucket", 900)

    def test_unknown_variety(self):
        with self.assertRaises(UnknownVariety):
            weigh("pippin", "bag", 900)


if __name__ == "__main__":
    unittest.main()
