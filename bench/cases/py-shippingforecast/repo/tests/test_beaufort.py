import unittest

from shipcast import beaufort


class BeaufortTest(unittest.TestCase):
    def test_names(self) -> None:
        self.assertEqual(beaufort.name(0), "calm")
        self.assertEqual(beaufort.name(8), "gale")
        self.assertEqual(beaufort.name(12), "hurricane force")
        with self.assertRaises(ValueError):
            beaufort.name(13)

    def test_warnings(self) -> None:
        self.assertEqual([beaufort.warning(f) for f in (7, 8, 9, 10, 12)], [None, "gale", "severe gale", "storm", "storm"])


if __name__ == "__main__":
    unittest.main()
