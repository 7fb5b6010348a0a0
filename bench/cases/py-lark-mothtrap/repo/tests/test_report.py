import unittest

from mothtrap.report import render

from .helpers import sample_nights

EXPECTED = """\
4 nights, 7 species, 43 moths

2026-06-12 garden MV min 13C, light air, cloud 7/8, score 8
     1  Garden Carpet
    11  Heart and Dart
     2  Large Yellow Underwing
2026-06-12 meadow actinic min 11C, gentle breeze, cloud 4/8, score 4
     4  Heart and Dart
     2  Bright-line Brown-eye
2026-06-19 garden MV min 9.5C, light breeze, cloud 2/8, score 5
     6  Heart and Dart
     3  Heart and Club
     1  Large Yellow Underwing
     1  Hebrew Character
2026-06-20 meadow actinic min 14C, calm, cloud 8/8, score 8
     9  Heart and Dart
     1  Bright-line Brown-eye
     2  Dark Arches

First dates:
  2026-06-12  Garden Carpet
  2026-06-12  Heart and Dart
  2026-06-12  Large Yellow Underwing
  2026-06-12  Bright-line Brown-eye
  2026-06-19  Heart and Club
  2026-06-19  Hebrew Character
  2026-06-20  Dark Arches
"""


class RenderTest(unittest.TestCase):
    def test_render(self):
        self.maxDiff = None
        self.assertEqual(render(sample_nights()), EXPECTED)

    def test_empty_season(self):
        self.assertEqual(render([]), "0 nights, 0 species, 0 moths\n\n\nFirst dates:\n")


if __name__ == "__main__":
    unittest.main()
