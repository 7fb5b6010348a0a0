import unittest
from datetime import date

from coldstore.lots import for_customer, parse_manifest

MANIFEST = """\
# ref,customer,zone,pallets,weight,check_in,check_out
L-1001,C042,frozen,4,3.2t,2026-10-28,2026-11-12
L-1002,C042,chilled,2,640kg,2026-11-03,
L-1003,C077,deep,6,7.5t,2026-11-10,
"""


class ManifestTest(unittest.TestCase):
    def test_parse(self):
        lots = parse_manifest(MANIFEST.splitlines())
        self.assertEqual([lot.ref for lot in lots], ["L-1001", "L-1002", "L-1003"])
        first = lots[0]
        self.assertEqual(first.pallets, 4)
        self.assertEqual(first.weight_kg, 3200.0)
        self.assertEqual(first.check_out, date(2026, 11, 12))
        self.assertIsNone(lots[1].check_out)

    def test_for_customer(self):
        lots = parse_manifest(MANIFEST.splitlines())
        self.assertEqual([lot.ref for lot in for_customer(lots, "C042")], ["L-1001", "L-1002"])

    def test_errors(self):
        with self.assertRaisesRegex(ValueError, "line 1: expected 7 fields"):
            parse_manifest(["L-1,C1,frozen,2,1t,2026-11-01"])
        with self.assertRaisesRegex(ValueError, "unknown zone 'ambient'"):
            parse_manifest(["L-1,C1,ambient,2,1t,2026-11-01,"])
