import unittest

from bonsai.species import SPECIES
from bonsai.tree import Tree
from bonsai.wiring import wire_gauge, wiring_list


class WiringTest(unittest.TestCase):
    def test_a_third_of_the_branch(self):
        self.assertEqual(wire_gauge(6), 2.0)
        self.assertEqual(wire_gauge(7), 2.5)
        self.assertEqual(wire_gauge(2), 1.0)

    def test_too_thick(self):
        with self.assertRaises(ValueError):
            wire_gauge(25)
        with self.assertRaises(ValueError):
            wire_gauge(0)

    def test_list_thickest_first(self):
        tree = Tree("p", SPECIES["japanese black pine"], 20, unwired_branches=[4, 12, 9])
        self.assertEqual(wiring_list(tree), [(12, 4.0), (9, 3.0), (4, 1.5)])


if __name__ == "__main__":
    unittest.main()
