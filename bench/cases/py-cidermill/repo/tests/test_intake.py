import datetime
import unittest

from cidermill import IntakeError, load_deliveries, parse_delivery

from .fixtures import deliveries


class IntakeTest(unittest.TestCase):
    def test_parses_a_ticket(self):
        d = parse_delivery("2026-10-05, Hill Farm, dabinett , 1240")
        self.assertEqual(d.day, datetime.date(2026, 10, 5))
        self.assertEqual(d.grower, "Hill Farm")
        self.assertEqual(d.variety.name, "Dabinett")
        self.assertEqual(d.kg, 1240)

    def test_unknown_variety(self):
        with self.assertRaisesRegex(IntakeError, "unknown variety 'Golden Delicious'"):
            parse_delivery("2026-10-05, Hill Farm, Golden Delicious, 100")

    def test_bad_weight(self):
        for kg in ("0", "-5", "12.5", ""):
            with self.subTest(kg=kg):
                with self.assertRaises(IntakeError):
                    parse_delivery(f"2026-10-05, Hill Farm, Bramley, {kg}")

    def test_load_skips_comments_and_names_the_line(self):
        self.assertEqual(len(deliveries()), 6)
        with self.assertRaisesRegex(IntakeError, "^line 3: bad date"):
            load_deliveries("# x\n\n2026-13-01, A, Bramley, 10\n")
