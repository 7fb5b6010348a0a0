import unittest

from bikeshare.stations import Station, needs_bikes, needs_space


class StationTest(unittest.TestCase):
    def test_dock_and_undock(self):
        s = Station("A1", docks=2, bikes=1)
        s.dock()
        self.assertEqual((s.bikes, s.free_docks), (2, 0))
        with self.assertRaises(RuntimeError):
            s.dock()
        s.undock()
        s.undock()
        with self.assertRaises(RuntimeError):
            s.undock()

    def test_bikes_must_fit(self):
        with self.assertRaises(ValueError):
            Station("A1", docks=3, bikes=4)


class RebalanceTest(unittest.TestCase):
    def setUp(self):
        self.stations = [Station("A1", 10, 0), Station("B2", 10, 1), Station("C3", 10, 9), Station("D4", 8, 8)]

    def test_needs_bikes_emptiest_first(self):
        self.assertEqual(needs_bikes(self.stations), ["A1", "B2"])

    def test_needs_space_fullest_first(self):
        self.assertEqual(needs_space(self.stations), ["D4", "C3"])


if __name__ == "__main__":
    unittest.main()
