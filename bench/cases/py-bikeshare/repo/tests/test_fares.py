import unittest

from bikeshare.fares import chargeable_minutes, fare
from bikeshare.plans import PLANS, plan_named
from tests.helpers import ride


class FareTest(unittest.TestCase):
    def test_casual_pays_unlock_and_every_started_minute(self):
        self.assertEqual(fare(ride("ana", "2026-03-02T08:00:00", 12.2), PLANS["casual"]), 100 + 13 * 25)

    def test_member_rides_within_free_minutes_cost_nothing(self):
        self.assertEqual(fare(ride("ana", "2026-03-02T08:00:00", 44.5), PLANS["member"]), 0)

    def test_minutes_past_the_free_ones_are_charged(self):
        r = ride("ana", "2026-03-02T08:00:00", 50.1)
        self.assertEqual(chargeable_minutes(r, PLANS["member"]), 6)
        self.assertEqual(fare(r, PLANS["member"]), 60)


class PlanNamedTest(unittest.TestCase):
    def test_names_are_case_insensitive(self):
        self.assertIs(plan_named(" Member "), PLANS["member"])

    def test_unknown_names_list_the_known_ones(self):
        with self.assertRaises(KeyError) as caught:
            plan_named("gold")
        self.assertIn("casual, day, member", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
