import unittest

from perfumery.formula import parse_formula

from .fixtures import catalog, chypre


class FormulaTest(unittest.TestCase):
    def test_parse(self):
        formula = chypre()
        self.assertEqual(len(formula.lines), 7)
        self.assertEqual(formula.total_parts, 1000)
        self.assertEqual(formula.lines[3].material.name, "Ambroxan 10%")
        self.assertEqual(formula.lines[3].parts, 80)

    def test_percentages(self):
        percentages = dict(chypre().percentages())
        self.assertAlmostEqual(percentages["Hedione"], 25.0)
        self.assertAlmostEqual(percentages["Citral"], 2.0)
        self.assertAlmostEqual(sum(percentages.values()), 100.0)

    def test_neat_percent_after_dilution(self):
        formula = chypre()
        self.assertAlmostEqual(formula.neat_percent("Oakmoss absolute 10%"), 0.6)
        self.assertAlmostEqual(formula.neat_percent("Galaxolide 50%"), 13.5)
        self.assertAlmostEqual(formula.neat_percent("Citral"), 2.0)

    def test_scale(self):
        weights = dict(chypre().scale(30))
        self.assertEqual(weights["Bergamot oil FCF"], 3.6)
        self.assertEqual(weights["Galaxolide 50%"], 8.1)

    def test_errors(self):
        materials = catalog()
        for text in ["", "12 Vetiver", "x Hedione", "-5 Hedione", "10 Hedione\n5 Hedione"]:
            with self.subTest(text=text), self.assertRaises(ValueError):
                parse_formula("bad", text, materials)


if __name__ == "__main__":
    unittest.main()
