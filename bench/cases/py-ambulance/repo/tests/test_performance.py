import unittest

from ambulance import performance

from . import fixtures


class CentileTest(unittest.TestCase):
    def test_nearest_rank(self):
        values = [15, 20, 35, 40, 50]
        self.assertEqual(performance.centile(values, 30), 20)
        self.assertEqual(performance.centile(values, 40), 20)
        self.assertEqual(performance.centile(values, 50), 35)
        self.assertEqual(performance.centile(values, 100), 50)

    def test_ninetieth_of_ten(self):
        self.assertEqual(performance.centile(range(1, 11), 90), 9)

    def test_errors(self):
        with self.assertRaises(ValueError):
            performance.centile([], 90)
        with self.assertRaises(ValueError):
            performance.centile([1, 2], 0)
        with self.assertRaises(ValueError):
            performance.mean([])


class SummaryTest(unittest.TestCase):
    def setUp(self):
        self.results = performance.summarise(fixtures.calls())

    def test_categories_present(self):
        self.assertEqual(list(self.results), [1, 2, 3, 4])

    def test_category_one(self):
        cat1 = self.results[1]
        self.assertEqual(cat1.count, 4)
        self.assertEqual(cat1.mean, 7.9)
        self.assertEqual(cat1.centile90, 10.0)
        self.assertFalse(cat1.mean_met)
        self.assertTrue(cat1.centile_met)
        self.assertFalse(cat1.met)

    def test_category_two(self):
        cat2 = self.results[2]
        self.assertEqual((cat2.count, cat2.mean, cat2.centile90), (5, 21.8, 31.0))
        self.assertFalse(cat2.met)

    def test_category_three_has_no_mean_standard(self):
        cat3 = self.results[3]
        self.assertEqual(cat3.centile90, 80.0)
        self.assertIsNone(cat3.mean_met)
        self.assertTrue(cat3.met)

    def test_missing_category(self):
        calls = [c for c in fixtures.calls() if c.category != 4]
        self.assertNotIn(4, performance.summarise(calls))


class HandoverTest(unittest.TestCase):
    def test_delays(self):
        self.assertEqual(
            performance.handover_delays(fixtures.calls()),
            [("N002", "SRFT", 17.0), ("N006", "SRFT", 30.0), ("N010", "MRI", 11.0), ("N012", "SRFT", 2.0)],
        )

    def test_lost_hours(self):
        self.assertEqual(performance.lost_hours(fixtures.calls()), 1.0)

    def test_other_target(self):
        self.assertEqual(performance.lost_hours(fixtures.calls(), target=30), 0.28)


if __name__ == "__main__":
    unittest.main()
