import unittest

from heatloss.rooms import GROUND, OUTSIDE, Element, Room


class RoomsTest(unittest.TestCase):
    def test_defaults_from_the_kind(self):
        room = Room("Study", "study", 3.0, 2.5, 2.4)
        self.assertEqual(room.temperature, 21.0)
        self.assertEqual(room.air_changes, 1.5)
        self.assertAlmostEqual(room.floor_area, 7.5)
        self.assertAlmostEqual(room.volume, 18.0)

    def test_wall_less_openings(self):
        room = Room("Study", "study", 3.0, 2.5, 2.4)
        room.add_wall("solid brick wall", 3.0, openings=[("single glazing", 1.2, 1.0), ("timber door", 0.8, 2.0)])
        self.assertEqual([e.construction for e in room.elements], ["single glazing", "timber door", "solid brick wall"])
        self.assertAlmostEqual(room.elements[2].area, 3.0 * 2.4 - 1.2 - 1.6)
        self.assertTrue(all(e.boundary == OUTSIDE for e in room.elements))

    def test_openings_filling_the_wall(self):
        room = Room("Conservatory", "living", 3.0, 3.0, 2.4)
        with self.assertRaisesRegex(ValueError, "whole wall"):
            room.add_wall("solid brick wall", 1.0, openings=[("double glazing", 1.0, 2.4)])

    def test_floor_and_ceiling(self):
        room = Room("Bedroom", "bedroom", 3.0, 3.0, 2.4)
        room.add_floor("intermediate floor", boundary="Lounge").add_ceiling("loft, 100 mm")
        self.assertEqual([(e.area, e.boundary) for e in room.elements], [(9.0, "Lounge"), (9.0, OUTSIDE)])
        self.assertEqual(Room("Hall", "hall", 2.0, 1.0, 2.4).add_floor("solid floor").elements[0].boundary, GROUND)

    def test_element_checks(self):
        with self.assertRaises(ValueError):
            Element("double glazing", 0)
        with self.assertRaises(ValueError):
            Element("papier mache", 2.0)
        self.assertEqual(Element("triple glazing", 1.5).u_value, 1.2)

    def test_bad_dimensions(self):
        with self.assertRaises(ValueError):
            Room("Cupboard", "hall", 1.0, 0, 2.4)
