import unittest

from organpipes.pipes import nominal_feet, speaking_length


class SpeakingLengthTest(unittest.TestCase):
    def test_open_bottom_c_of_an_eight_foot_stop(self):
        self.assertAlmostEqual(speaking_length(65.406, 0.14), 2.540, places=3)

    def test_stopped_pipe_is_about_half_as_long(self):
        self.assertAlmostEqual(speaking_length(261.63, 0.05, stopped=True), 0.313, places=3)

    def test_rejects_impossible_pipes(self):
        with self.assertRaises(ValueError):
            speaking_length(0, 0.1)
        with self.assertRaises(ValueError):
            speaking_length(440, -0.01)

    def test_nominal_feet(self):
        self.assertAlmostEqual(nominal_feet(130.812), 4.0, places=3)
        self.assertAlmostEqual(nominal_feet(65.406, stopped=True), 4.0, places=3)


if __name__ == "__main__":
    unittest.main()
