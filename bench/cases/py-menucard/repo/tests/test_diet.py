import unittest

from menu.diet import diet_labels
from tests.fixtures import dishes


class DietTests(unittest.TestCase):
    def setUp(self):
        self.by_name = {d.name: d for d in dishes()}

    def test_vegan_and_gluten_free(self):
        self.assertEqual(["VG", "GF"], diet_labels(self.by_name["Plain rice"]))

    def test_vegetarian_with_gluten(self):
        self.assertEqual(["V"], diet_labels(self.by_name["Pasta al pesto"]))

    def test_honey_is_not_vegan(self):
        self.assertEqual(["V", "GF"], diet_labels(self.by_name["Honey rice pudding"]))

    def test_soy_sauce_carries_gluten(self):
        self.assertEqual(["VG"], diet_labels(self.by_name["Tofu fried rice"]))
