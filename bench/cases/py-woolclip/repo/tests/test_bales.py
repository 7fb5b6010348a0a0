import unittest

from woolclip.bales import Bale, PressLog


class BalesTest(unittest.TestCase):
    def test_press_numbers_bales(self):
        log = PressLog()
        log.press("fleece", 185)
        b = log.press("bellies", 160)
        self.assertEqual(b.number, 2)
        self.assertEqual(log.total_kg(), 345)

    def test_bale_limits(self):
        with self.assertRaisesRegex(ValueError, "bale 3: 100 kg outside 110..204"):
            Bale(3, "fleece", 100)
        with self.assertRaisesRegex(ValueError, "unknown line 'dags'"):
            Bale(1, "dags", 150)
