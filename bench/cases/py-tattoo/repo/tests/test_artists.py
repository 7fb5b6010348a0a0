import unittest
from datetime import date

from tattoo.artists import UnknownArtist

from .fixtures import JUDE, MARA, roster


class ArtistTest(unittest.TestCase):
    def test_works_on(self):
        self.assertTrue(MARA.works_on(date(2025, 3, 14)))    # Friday
        self.assertFalse(MARA.works_on(date(2025, 3, 17)))   # Monday
        self.assertFalse(JUDE.works_on(date(2025, 3, 14)))   # Friday

    def test_does(self):
        self.assertTrue(MARA.does("realism"))
        self.assertFalse(JUDE.does("realism"))


class RosterTest(unittest.TestCase):
    def test_lookup_ignores_case(self):
        self.assertIs(roster().get("mara"), MARA)

    def test_unknown_artist(self):
        with self.assertRaises(UnknownArtist):
            roster().get("Nobody")

    def test_no_duplicates(self):
        with self.assertRaises(ValueError):
            roster().add(MARA)

    def test_for_style(self):
        self.assertEqual([a.name for a in roster().for_style("realism")], ["Mara", "Odile"])
        self.assertEqual([a.name for a in roster().for_style("colour")], ["Jude", "Odile"])
        self.assertEqual(len(roster()), 3)


if __name__ == "__main__":
    unittest.main()
