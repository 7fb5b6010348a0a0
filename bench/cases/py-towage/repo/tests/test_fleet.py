import unittest

from towage.fleet import Tug, assign, required_pull, required_tugs

from .fixtures import box_ship, bulker, coaster, feeder, fleet


class RequiredTugsTest(unittest.TestCase):
    def test_small_vessel_needs_none(self):
        self.assertEqual(required_tugs(coaster(), "arrival"), 0)

    def test_by_band_and_movement(self):
        self.assertEqual(required_tugs(bulker(), "arrival"), 2)
        self.assertEqual(required_tugs(bulker(), "shift"), 1)
        self.assertEqual(required_tugs(box_ship(), "arrival"), 3)
        self.assertEqual(required_tugs(box_ship(), "departure"), 2)

    def test_bow_thruster_saves_a_tug_except_on_arrival(self):
        self.assertEqual(required_tugs(feeder(), "arrival"), 1)
        self.assertEqual(required_tugs(feeder(), "departure"), 1)

    def test_unknown_movement(self):
        with self.assertRaises(ValueError):
            required_tugs(bulker(), "anchoring")


class PullTest(unittest.TestCase):
    def test_required_pull(self):
        self.assertEqual(required_pull(bulker()), 42.0)
        self.assertEqual(required_pull(box_ship()), 104.0)


class AssignTest(unittest.TestCase):
    def test_strongest_first(self):
        tugs = assign(fleet(), bulker(), "arrival")
        self.assertEqual([t.name for t in tugs], ["Test", "Hamble"])

    def test_adds_tugs_until_pull_is_met(self):
        tugs = assign(fleet(), box_ship(), "departure")
        self.assertEqual([t.name for t in tugs], ["Test", "Hamble"])
        tugs = assign(fleet(), box_ship(), "arrival")
        self.assertEqual([t.name for t in tugs], ["Test", "Hamble", "Itchen"])

    def test_skips_unavailable(self):
        tugs_ = fleet()
        tugs_[2].available = False  # Test
        tugs = assign(tugs_, bulker(), "arrival")
        self.assertEqual([t.name for t in tugs], ["Hamble", "Itchen"])

    def test_not_enough_pull(self):
        weak = [Tug("Little", 20.0), Tug("Tiny", 15.0)]
        with self.assertRaises(LookupError):
            assign(weak, bulker(), "arrival")

    def test_no_tugs_needed(self):
        self.assertEqual(assign(fleet(), coaster(), "arrival"), [])


if __name__ == "__main__":
    unittest.main()
