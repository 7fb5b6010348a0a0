import unittest

from dyepot.fibres import skein
from dyepot.mordant import mordant


class MordantTest(unittest.TestCase):
    def test_protein(self):
        skeins = [skein("a", "merino", 100), skein("b", "silk", 50)]
        self.assertEqual(mordant(skeins), [("alum", 18.0), ("cream of tartar", 9.0)])

    def test_cellulose(self):
        self.assertEqual(mordant([skein("c", "cotton", 200)]), [("alum", 30.0), ("soda ash", 3.0)])

    def test_mixed_fibres_are_refused(self):
        with self.assertRaisesRegex(ValueError, "apart"):
            mordant([skein("a", "merino", 100), skein("c", "linen", 100)])


if __name__ == "__main__":
    unittest.main()
