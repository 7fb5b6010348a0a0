import unittest

from perfumery import report

from .fixtures import chypre

EXPECTED = """\
Chypre study (IFRA category 4, 15%)

material                parts       %     100 g
Bergamot oil FCF          120   12.00     12.00
Hedione                   250   25.00     25.00
Iso E Super               200   20.00     20.00
Ambroxan 10%               80    8.00      8.00
Oakmoss absolute 10%       60    6.00      6.00
Citral                     20    2.00      2.00
Galaxolide 50%            270   27.00     27.00

concentrate: 62.00 EUR/kg
50 ml bottle: 0.42 EUR of concentrate
IFRA: compliant
"""


class ReportTest(unittest.TestCase):
    maxDiff = None

    def test_compliant(self):
        self.assertEqual(report.render(chypre(), "4", 15), EXPECTED)

    def test_breaches_listed(self):
        text = report.render(chypre(), "4", 20)
        self.assertIn("IFRA: over the limit\n", text)
        self.assertIn("  Bergamot oil FCF: 2.400% (limit 2%)\n", text)
        self.assertIn("  Oakmoss absolute 10%: 0.120% (limit 0.1%)\n", text)


if __name__ == "__main__":
    unittest.main()
