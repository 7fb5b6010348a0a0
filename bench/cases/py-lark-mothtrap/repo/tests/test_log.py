import unittest
from datetime import date

from mothtrap.log import LogError, parse_log

from .helpers import sample_nights


class ParseLogTest(unittest.TestCase):
    def test_sample(self):
        nights = sample_nights()
        self.assertEqual(len(nights), 4)
        first = nights[0]
        self.assertEqual(first.date, date(2026, 6, 12))
        self.assertEqual((first.site, first.trap), ("garden", "MV"))
        self.assertEqual((first.min_temp, first.wind, first.cloud), (13.0, 1, 7))
        self.assertEqual(first.catches, {"2069": 11, "2107": 2, "1728": 1})
        self.assertEqual(first.total, 14)
        self.assertEqual(nights[2].min_temp, 9.5)
        self.assertEqual(nights[2].catches["2190"], 1)

    def test_same_species_twice_adds_up(self):
        nights = parse_log("night 2026-07-01 site=wood trap=LED min=15C wind=1 cloud=5\n"
                           "2441 2\n2441 3\n")
        self.assertEqual(nights[0].catches, {"2441": 5})

    def test_errors(self):
        cases = [
            ("2069 4\n", "line 1: catch before the first night"),
            ("night 2026-07-01 site=wood trap=LED min=15C wind=1\n", "line 1: missing cloud"),
            ("night 2026-07-01 site=wood trap=LED min=15 wind=1 cloud=2\n", "bad temperature"),
            ("night 2026-07-01 site=wood trap=LED min=15C wind=1 cloud=2\n\n2069 x\n",
             "line 3: expected 'code count'"),
            ("night 2026-07-01 site=wood trap=LED min=15C wind=1 cloud=2\n1234 1\n",
             "line 2: unknown species code '1234'"),
        ]
        for text, message in cases:
            with self.subTest(text=text):
                with self.assertRaisesRegex(LogError, message):
                    parse_log(text)


if __name__ == "__main__":
    unittest.main()
