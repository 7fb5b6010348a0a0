import unittest

from ambulance.fleet import Fleet, Vehicle


def make_fleet():
    fleet = Fleet()
    fleet.add(Vehicle("A102", "DCA", "Salford", (53.487, -2.290)))
    fleet.add(Vehicle("A101", "DCA", "Central", (53.477, -2.240)))
    fleet.add(Vehicle("R201", "RRV", "Central", (53.477, -2.240)))
    return fleet


class FleetTest(unittest.TestCase):
    def test_available_sorted_by_callsign(self):
        self.assertEqual([v.callsign for v in make_fleet().available()], ["A101", "A102", "R201"])

    def test_duplicate_callsign(self):
        fleet = make_fleet()
        with self.assertRaises(ValueError):
            fleet.add(Vehicle("A101", "DCA", "Central", (53.0, -2.0)))

    def test_unknown_kind(self):
        with self.assertRaises(ValueError):
            Vehicle("H1", "HEMS", "Barton", (53.47, -2.38))

    def test_can_convey(self):
        fleet = make_fleet()
        self.assertTrue(fleet.get("A101").can_convey)
        self.assertFalse(fleet.get("R201").can_convey)

    def test_assign_and_release(self):
        fleet = make_fleet()
        fleet.assign("A101", "N001")
        self.assertEqual(fleet.get("A101").call_ref, "N001")
        self.assertEqual([v.callsign for v in fleet.available()], ["A102", "R201"])
        with self.assertRaises(ValueError):
            fleet.assign("A101", "N002")
        fleet.release("A101", (53.463, -2.225))
        self.assertTrue(fleet.get("A101").available)
        self.assertEqual(fleet.get("A101").position, (53.463, -2.225))

    def test_stand_down(self):
        fleet = make_fleet()
        fleet.stand_down("A102")
        self.assertEqual(fleet.get("A102").status, "off")
        self.assertEqual(len(fleet.available()), 2)
        self.assertEqual(len(fleet), 3)

    def test_unknown_callsign(self):
        with self.assertRaises(KeyError):
            make_fleet().get("Z9")


if __name__ == "__main__":
    unittest.main()
