import unittest

from marina.berths import Berth, allocate, fits
from marina.boats import Boat

PONTOON_A = [
    Berth("A1", "A", 10.0, 3.6),
    Berth("A2", "A", 12.0, 4.0),
    Berth("A3", "A", 12.0, 4.2),
    Berth("A4", "A", 15.0, 5.0),
]


class FitsTest(unittest.TestCase):
    def test_needs_half_a_metre_of_length(self):
        self.assertTrue(fits(Boat("Kestrel", 9.5, 3.2), PONTOON_A[0]))
        self.assertFalse(fits(Boat("Osprey", 9.6, 3.2), PONTOON_A[0]))

    def test_no_wider_than_the_berth(self):
        self.assertTrue(fits(Boat("Tern", 8.0, 3.6), PONTOON_A[0]))
        self.assertFalse(fits(Boat("Heron", 8.0, 3.7), PONTOON_A[0]))

    def test_clearance_can_be_given(self):
        self.assertFalse(fits(Boat("Kestrel", 9.5, 3.2), PONTOON_A[0], clearance_m=1.0))
        self.assertTrue(fits(Boat("Osprey", 9.6, 3.2), PONTOON_A[0], clearance_m=0.2))


class AllocateTest(unittest.TestCase):
    def test_smallest_berth_that_fits(self):
        self.assertEqual(allocate(Boat("Kestrel", 9.5, 3.2), PONTOON_A).id, "A1")
        self.assertEqual(allocate(Boat("Fulmar", 11.4, 3.9), PONTOON_A).id, "A2")

    def test_ties_go_to_the_lower_id(self):
        self.assertEqual(allocate(Boat("Gannet", 11.0, 3.5), PONTOON_A[1:]).id, "A2")

    def test_taken_berths_are_skipped(self):
        berth = allocate(Boat("Fulmar", 11.4, 3.9), PONTOON_A, taken=["A2"])
        self.assertEqual(berth.id, "A3")

    def test_full_marina(self):
        self.assertIsNone(allocate(Boat("Albatross", 16.0, 5.0), PONTOON_A))
        self.assertIsNone(allocate(Boat("Kestrel", 9.5, 3.2), PONTOON_A, taken=["A1", "A2", "A3", "A4"]))


if __name__ == "__main__":
    unittest.main()
