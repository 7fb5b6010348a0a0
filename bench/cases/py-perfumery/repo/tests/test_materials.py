import unittest

from perfumery.materials import Material, load_catalog, parse_limits

from .fixtures import catalog


class ParseLimitsTest(unittest.TestCase):
    def test_categories_and_percentages(self):
        self.assertEqual(parse_limits("4:1.2; 5a:0.3"), {"4": 1.2, "5A": 0.3})

    def test_empty(self):
        self.assertEqual(parse_limits(""), {})

    def test_malformed(self):
        with self.assertRaises(ValueError):
            parse_limits("4=1.2")


class CatalogTest(unittest.TestCase):
    def test_load(self):
        materials = catalog()
        self.assertEqual(len(materials), 7)
        oakmoss = materials["Oakmoss absolute 10%"]
        self.assertEqual(oakmoss.strength, 0.1)
        self.assertEqual(oakmoss.cost_per_kg, 300)
        self.assertEqual(dict(oakmoss.limits), {"4": 0.1, "5A": 0.02})
        self.assertEqual(dict(materials["Hedione"].limits), {})

    def test_duplicate(self):
        with self.assertRaises(ValueError):
            load_catalog("Hedione, 40, 1,\nHedione, 41, 1,\n")

    def test_field_count(self):
        with self.assertRaises(ValueError):
            load_catalog("Hedione, 40\n")

    def test_strength_range(self):
        with self.assertRaises(ValueError):
            Material("Linalool", 20, strength=1.5)

    def test_limits_read_only(self):
        material = Material("Citral", 30, limits={"4": 0.6})
        with self.assertRaises(TypeError):
            material.limits["4"] = 1.0


if __name__ == "__main__":
    unittest.main()
