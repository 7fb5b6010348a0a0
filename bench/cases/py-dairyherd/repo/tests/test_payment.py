import unittest
from datetime import date

from dairy.payment import Collection, Contract, statement

from . import fixtures


class ContractTest(unittest.TestCase):
    def setUp(self):
        self.contract = fixtures.contract()

    def test_constituents(self):
        # 0.21% fat over at 0.25p and 0.06% protein over at 0.40p a tenth
        self.assertAlmostEqual(self.contract.constituents(4.21, 3.36), 0.765)
        self.assertAlmostEqual(self.contract.constituents(3.80, 3.10), -1.3)

    def test_scc_deduction(self):
        self.assertEqual(self.contract.scc_deduction(200), 0.0)
        self.assertEqual(self.contract.scc_deduction(201), 0.5)
        self.assertEqual(self.contract.scc_deduction(300), 1.0)
        self.assertEqual(self.contract.scc_deduction(401), 4.0)

    def test_bands_must_be_open_ended(self):
        contract = Contract(base_ppl=38.5, scc_bands=[(200, 0.0)])
        with self.assertRaises(ValueError):
            contract.scc_deduction(250)

    def test_price(self):
        c = Collection(date(2025, 3, 1), 212, 4.21, 3.36, 168)
        self.assertAlmostEqual(self.contract.price(c), 39.265)


class StatementTest(unittest.TestCase):
    def test_month(self):
        st = statement(fixtures.collections(), fixtures.contract())
        self.assertEqual(st.litres, 3340)
        self.assertEqual(len(st.lines), 16)
        self.assertEqual(st.lines[0], (date(2025, 3, 1), 215, 39.265, 84.42))
        self.assertEqual(st.lines[-1], (date(2025, 3, 31), 202, 37.85, 76.46))
        self.assertAlmostEqual(st.value, 1297.64)
        self.assertAlmostEqual(st.average_ppl, 38.851, places=3)

    def test_empty_month(self):
        st = statement([], fixtures.contract())
        self.assertEqual((st.litres, st.value, st.lines), (0, 0, []))
        self.assertEqual(st.average_ppl, 0.0)
