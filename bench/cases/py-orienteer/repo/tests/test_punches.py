import unittest

from orienteer import Punch, missing_controls, parse_courses, read_card
from tests.data import COURSES

BLUE = parse_courses(COURSES)["Blue"]


class ReadCardTest(unittest.TestCase):
    def test_code_and_seconds(self) -> None:
        self.assertEqual(read_card("101@312 134@655"), [Punch(101, 312), Punch(134, 655)])


class MissingControlsTest(unittest.TestCase):
    def test_a_complete_card_misses_nothing(self) -> None:
        card = read_card("101@312 134@655 122@980 118@1402 145@1760 109@2105 100@2290")
        self.assertEqual(missing_controls(BLUE, card), [])

    def test_a_card_with_extra_punches_between_controls(self) -> None:
        card = read_card("101@301 134@640 131@800 122@955 118@1380 145@1731 109@2060 100@2230")
        self.assertEqual(missing_controls(BLUE, card), [])

    def test_a_skipped_control_is_missing(self) -> None:
        card = read_card("101@290 134@700 122@1010 145@1800 109@2150 100@2301")
        self.assertEqual(missing_controls(BLUE, card), [118])


if __name__ == "__main__":
    unittest.main()
