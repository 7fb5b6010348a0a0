import unittest

from orienteer import parse_courses, rank
from orienteer.results import sheet
from tests.data import COURSES, ENTRIES

COURSE_MAP = parse_courses(COURSES)


class RankTest(unittest.TestCase):
    def test_fastest_first_then_mispunches_and_dnfs(self) -> None:
        ranked = rank(ENTRIES, COURSE_MAP)
        self.assertEqual(
            [(r.runner, r.status) for r in ranked["Blue"]],
            [("Jo Pike", "OK"), ("Kerry Hale", "OK"), ("Ade Bello", "DNF"), ("Sam Ortiz", "MP")],
        )
        self.assertEqual([r.runner for r in ranked["Yellow"]], ["Mia Hale", "Tom Hale"])

    def test_the_results_sheet(self) -> None:
        self.assertEqual(
            sheet(rank(ENTRIES, COURSE_MAP)),
            "\n".join(
                [
                    "Yellow",
                    "  1 Mia Hale              10:10",
                    "  2 Tom Hale              10:55",
                    "Blue",
                    "  1 Jo Pike               37:10",
                    "  2 Kerry Hale            38:10",
                    "  - Ade Bello               DNF",
                    "  - Sam Ortiz                MP",
                ]
            ),
        )


if __name__ == "__main__":
    unittest.main()
