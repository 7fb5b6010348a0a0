import unittest

from heatloss import materials


class MaterialsTest(unittest.TestCase):
    def test_u_value(self):
        self.assertEqual(materials.u_value("cavity wall, filled"), 0.55)
        self.assertEqual(materials.u_value("loft, 270 mm"), 0.16)

    def test_unknown_construction(self):
        with self.assertRaisesRegex(ValueError, "straw bale"):
            materials.u_value("straw bale wall")

    def test_part_of(self):
        self.assertEqual(materials.part_of("solid brick wall"), "wall")
        self.assertEqual(materials.part_of("internal stud wall"), "wall")
        self.assertEqual(materials.part_of("double glazing, low-e"), "glazing")
        self.assertEqual(materials.part_of("insulated door"), "door")
        self.assertEqual(materials.part_of("intermediate floor"), "floor")
        self.assertEqual(materials.part_of("loft, 100 mm"), "roof")
        self.assertEqual(materials.part_of("flat roof"), "roof")

    def test_every_construction_has_a_part(self):
        for construction in materials.U_VALUES:
            with self.subTest(construction=construction):
                materials.part_of(construction)
