import unittest

from orienteer import parse_courses
from tests.data import COURSES


class ParseCoursesTest(unittest.TestCase):
    def test_reads_length_climb_and_controls(self) -> None:
        blue = parse_courses(COURSES)["Blue"]
        self.assertEqual(blue.length_km, 5.8)
        self.assertEqual(blue.climb_m, 180)
        self.assertEqual(blue.controls, (101, 134, 122, 118, 145, 109, 100))
        self.assertEqual(blue.finish_code, 100)

    def test_a_course_needs_controls(self) -> None:
        with self.assertRaisesRegex(ValueError, "Green has no controls"):
            parse_courses("Green 3.0km 60m:")


if __name__ == "__main__":
    unittest.main()
