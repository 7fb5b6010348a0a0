import unittest
from datetime import datetime

from ambulance.calls import Call
from ambulance.dispatch import Assignment, choose, dispatch_all, eligible, priority_order

from .test_fleet import make_fleet


def call(ref, category, minute, location=(53.480, -2.242)):
    return Call(ref, category, datetime(2024, 3, 5, 9, minute), location)


class EligibleTest(unittest.TestCase):
    def test_rrv_only_for_category_one(self):
        rrv = make_fleet().get("R201")
        self.assertTrue(eligible(rrv, call("C1", 1, 0)))
        self.assertFalse(eligible(rrv, call("C2", 2, 0)))

    def test_committed_vehicle(self):
        fleet = make_fleet()
        fleet.assign("A101", "X")
        self.assertFalse(eligible(fleet.get("A101"), call("C1", 1, 0)))


class ChooseTest(unittest.TestCase):
    def test_nearest_wins(self):
        chosen = choose(make_fleet(), call("C2", 2, 0))
        self.assertEqual(chosen.callsign, "A101")
        self.assertEqual(chosen.call_ref, "C2")
        self.assertAlmostEqual(chosen.eta_minutes, 0.7)

    def test_tie_broken_by_callsign(self):
        # A101 and R201 stand at the same station.
        self.assertEqual(choose(make_fleet(), call("C1", 1, 0)).callsign, "A101")

    def test_nothing_free(self):
        fleet = make_fleet()
        fleet.assign("A101", "X")
        fleet.assign("A102", "Y")
        self.assertIsNone(choose(fleet, call("C3", 3, 0)))
        self.assertEqual(choose(fleet, call("C1", 1, 0)).callsign, "R201")

    def test_rural_eta(self):
        chosen = choose(make_fleet(), call("C4", 4, 0, (53.60, -2.10)), area="rural")
        self.assertEqual(chosen, Assignment("C4", "A101", 20.8))


class DispatchAllTest(unittest.TestCase):
    def test_priority_order(self):
        calls = [call("C3", 3, 0), call("C1b", 1, 5), call("C1a", 1, 2), call("C2", 2, 1)]
        self.assertEqual([c.ref for c in priority_order(calls)], ["C1a", "C1b", "C2", "C3"])

    def test_stack(self):
        fleet = make_fleet()
        calls = [call("C3", 3, 0), call("C1", 1, 4), call("C2", 2, 2), call("C4", 4, 1)]
        assignments, held = dispatch_all(fleet, calls)
        self.assertEqual([(a.call_ref, a.callsign) for a in assignments],
                         [("C1", "A101"), ("C2", "A102")])
        self.assertEqual(held, ["C3", "C4"])
        self.assertEqual(fleet.get("A102").call_ref, "C2")
        self.assertTrue(fleet.get("R201").available)


if __name__ == "__main__":
    unittest.main()
