import datetime
import unittest

from cidermill import day_sheet

from .fixtures import deliveries


class ReportTest(unittest.TestCase):
    def test_day_sheet(self):
        sheet = day_sheet(deliveries(), datetime.date(2026, 10, 5))
        self.assertEqual(
            sheet.splitlines(),
            [
                "Day sheet 2026-10-05",
                "",
                "  Hill Farm              1620 kg",
                "  Orchard Lane           1460 kg",
                "  total                  3080 kg",
                "",
                "  press bittersharp       380 kg    247.0 l",
                "  press bittersweet      2475 kg   1608.8 l",
                "  press sharp             225 kg    146.3 l",
            ],
        )
