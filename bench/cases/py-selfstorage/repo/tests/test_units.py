import unittest

from selfstore.units import SIZES, UnknownUnit

from tests.fixtures import site


class SizeTest(unittest.TestCase):
    def test_areas(self):
        self.assertEqual(SIZES["L"].area, 9)
        self.assertEqual(SIZES["75"].area, 75)
        self.assertEqual(SIZES["200"].area, 200)


class FacilityTest(unittest.TestCase):
    def setUp(self):
        self.site = site()

    def test_count_and_area(self):
        self.assertEqual(len(self.site.units), 17)
        self.assertEqual(self.site.total_area(), 4 * 25 + 4 * 50 + 200 + 2 * 75 + 3 * 100 + 150 + 2 * 9)

    def test_of_size_by_floor(self):
        self.assertEqual([u.number for u in self.site.of_size("100")], ["B03", "B04", "C01"])

    def test_unknown_and_duplicate(self):
        with self.assertRaises(UnknownUnit):
            self.site.unit("Z99")
        with self.assertRaises(ValueError):
            self.site.add("A01", "25")

    def test_str(self):
        self.assertEqual(str(self.site.unit("B01")), "B01 (75 sq ft)")


if __name__ == "__main__":
    unittest.main()
