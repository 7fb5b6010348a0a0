import unittest

from orienteer import parse_courses, score
from orienteer.scoring import clock
from tests.data import COURSES

YELLOW = parse_courses(COURSES)["Yellow"]


class ScoreTest(unittest.TestCase):
    def test_a_clean_run_is_ok_with_the_finish_time(self) -> None:
        result = score("Mia Hale", YELLOW, "31@120 35@260 42@400 38@530 100@610")
        self.assertEqual((result.status, result.seconds, result.missing), ("OK", 610, ()))

    def test_controls_out_of_order_are_a_mispunch(self) -> None:
        result = score("Tom Hale", YELLOW, "31@140 42@300 35@430 38@560 100@655")
        self.assertEqual((result.status, result.missing), ("MP", (42,)))

    def test_no_finish_punch_is_dnf(self) -> None:
        self.assertEqual(score("Ade Bello", YELLOW, "31@200 35@380").status, "DNF")

    def test_clock_counts_minutes(self) -> None:
        self.assertEqual(clock(610), "10:10")
        self.assertEqual(clock(3725), "62:05")
        self.assertEqual(clock(None), "--")


if __name__ == "__main__":
    unittest.main()
