import unittest
from datetime import date

from mothtrap.log import Night
from mothtrap.records import rows, to_csv

from .helpers import sample_nights


class RecordsTest(unittest.TestCase):
    def test_rows(self):
        out = rows(sample_nights())
        self.assertEqual(len(out), 12)
        self.assertEqual(out[0], {
            "date": "12/06/2026", "gridref": "SU 4712 2896", "site": "Winchester, garden",
            "taxon": "Garden Carpet", "code": "1728", "count": 1, "method": "MV light trap",
            "note": "",
        })
        late = [row for row in out if row["code"] == "2190"]
        self.assertEqual([row["note"] for row in late], ["out of season"])

    def test_winter_moth_in_january(self):
        night = Night(date(2027, 1, 3), "wood", "LED", 4.0, 1, 8, {"1799": 7})
        self.assertEqual(rows([night])[0]["note"], "")

    def test_csv(self):
        text = to_csv(sample_nights()[:1])
        self.assertEqual(text.splitlines(), [
            "date,gridref,site,taxon,code,count,method,note",
            "12/06/2026,SU 4712 2896,\"Winchester, garden\",Garden Carpet,1728,1,MV light trap,",
            "12/06/2026,SU 4712 2896,\"Winchester, garden\",Heart and Dart,2069,11,MV light trap,",
            "12/06/2026,SU 4712 2896,\"Winchester, garden\",Large Yellow Underwing,2107,2,MV light trap,",
        ])


if __name__ == "__main__":
    unittest.main()
