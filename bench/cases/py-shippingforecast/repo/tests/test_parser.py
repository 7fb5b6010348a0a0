import unittest

from shipcast.parser import ParseError, Wind, parse_bulletin, parse_line, parse_wind, split_areas, worst_visibility
from tests.bulletin import BULLETIN


class ParseWindTest(unittest.TestCase):
    def test_a_range(self) -> None:
        self.assertEqual(parse_wind("Southwest 5 to 7"), Wind("southwest", 5, 7))

    def test_one_force(self) -> None:
        self.assertEqual(parse_wind("Variable 3"), Wind("variable", 3, 3))

    def test_veering_and_backing(self) -> None:
        self.assertEqual(parse_wind("Veering northwest 4 or 5").direction, "northwest")
        self.assertIsNone(parse_wind("Southerly 4 or 5").direction)

    def test_no_force(self) -> None:
        with self.assertRaises(ParseError):
            parse_wind("Southwest, increasing later")


class ParseLineTest(unittest.TestCase):
    def test_worst_visibility(self) -> None:
        self.assertEqual(worst_visibility("Good, occasionally poor."), "poor")
        self.assertEqual(worst_visibility("Moderate or good"), "moderate")
        self.assertEqual(worst_visibility("Poor, occasionally very poor"), "very poor")

    def test_areas(self) -> None:
        self.assertEqual(split_areas("Humber, Thames"), ["Humber", "Thames"])
        self.assertEqual(split_areas("German Bight"), ["German Bight"])

    def test_a_line_for_two_areas(self) -> None:
        forties, cromarty = parse_line("Forties, Cromarty: Southwest 5 to 7. Rain then showers. Good, occasionally poor.")
        self.assertEqual(forties.area, "Forties")
        self.assertEqual(cromarty.area, "Cromarty")
        self.assertEqual(forties.weather, "Rain then showers")
        self.assertEqual(forties.visibility, "poor")

    def test_bad_lines(self) -> None:
        with self.assertRaises(ParseError):
            parse_line("Dogger Southwest 5 to 7. Rain. Good.")
        with self.assertRaises(ParseError):
            parse_line("Dogger: Southwest 5 to 7. Good.")

    def test_bulletin(self) -> None:
        areas = parse_bulletin(BULLETIN)
        self.assertEqual(len(areas), 9)
        self.assertEqual(areas[0].area, "Viking")
        self.assertEqual(areas[-1].area, "Thames")


if __name__ == "__main__":
    unittest.main()
