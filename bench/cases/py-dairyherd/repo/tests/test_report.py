import unittest

from dairy.report import herd_report

from . import fixtures

EXPECTED = """\
Herd report 2025-03-31
Cows: 6 (4 in milk, 2 dry or not calved)

Tag     Name        DIM  Last kg  To date   SCC
UK1001  Bluebell    131     30.7     4229    98
UK1002  Clover      289     14.6     5064   176
UK1003  Daisy        85     31.1     2497   120
UK1004  Poppy       187     30.5     6504   295

Bulk SCC: 171 (good)
High cell count: UK1004
Mean calving interval: 541 days
Due to serve: UK1003, UK1004
Due to dry off: UK1002 on 2025-04-08
Milk cheque: 3,340 l at 38.851 ppl = £1,297.64
"""


class ReportTest(unittest.TestCase):
    maxDiff = None

    def test_march(self):
        report = herd_report(fixtures.herd(), fixtures.records(), fixtures.collections(),
                             fixtures.contract(), fixtures.REPORT_DAY)
        self.assertEqual(report, EXPECTED)
