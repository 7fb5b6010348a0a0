import unittest

from heatloss import loss
from heatloss.rooms import GROUND, OUTSIDE, Element, Room

from .fixtures import gowan_brae


class LossTest(unittest.TestCase):
    def setUp(self):
        self.house = gowan_brae()
        self.rooms = {room.name: room for room in self.house.rooms}
        self.living = self.rooms["Living room"]

    def test_boundary_temperature(self):
        self.assertEqual(loss.boundary_temperature(Element("solid floor", 1, GROUND), -3.4, self.rooms), 10.0)
        self.assertEqual(loss.boundary_temperature(Element("solid floor", 1, OUTSIDE), -3.4, self.rooms), -3.4)
        self.assertEqual(loss.boundary_temperature(Element("internal stud wall", 1, "Bathroom"), -3.4, self.rooms), 22.0)
        with self.assertRaisesRegex(ValueError, "Garage"):
            loss.boundary_temperature(Element("internal stud wall", 1, "Garage"), -3.4, self.rooms)

    def test_element_loss(self):
        window = self.living.elements[0]
        # 1.8 x 1.2 m² x 2.8 W/m²K x (21 - -3.4) K
        self.assertAlmostEqual(loss.element_loss(window, self.living, -3.4, self.rooms), 147.5712)
        # the wall to the hall: 9 m² x 1.8 x (21 - 18)
        self.assertAlmostEqual(loss.element_loss(self.living.elements[3], self.living, -3.4, self.rooms), 48.6)

    def test_warmer_room_next_door_gives_heat(self):
        back = self.rooms["Back bedroom"]
        wall = back.elements[2]
        self.assertEqual(wall.boundary, "Bathroom")
        self.assertAlmostEqual(loss.element_loss(wall, back, -3.4, self.rooms), 2.6 * 2.4 * 1.8 * -4)

    def test_ventilation_loss(self):
        # 0.33 x 1.5 ach x 37.8 m³ x 24.4 K
        self.assertAlmostEqual(loss.ventilation_loss(self.living, -3.4), 456.5484)

    def test_room_loss(self):
        row = loss.room_loss(self.living, -3.4, self.rooms)
        self.assertEqual(row.room, "Living room")
        self.assertAlmostEqual(row.fabric, 608.802)
        self.assertAlmostEqual(row.total, 608.802 + 456.5484)

    def test_room_with_no_elements_loses_only_air(self):
        room = Room("Store", "hall", 1.0, 1.0, 2.0)
        row = loss.room_loss(room, 0.0, {"Store": room})
        self.assertEqual(row.fabric, 0)
        self.assertAlmostEqual(row.ventilation, 0.33 * 2.0 * 2.0 * 18.0)
