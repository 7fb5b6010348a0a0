import unittest

from dyepot.schedule import SCHEDULES, Schedule


class ScheduleTest(unittest.TestCase):
    def test_heat_minutes(self):
        self.assertEqual(Schedule(start=20, target=85, ramp_per_min=1.0).heat_minutes(), 65)
        self.assertEqual(SCHEDULES["onion skins"].heat_minutes(), 70 / 1.5)

    def test_render(self):
        self.assertEqual(
            SCHEDULES["weld"].render(),
            " 0:00  fibre in at 20 °C\n"
            " 1:00  reach 80 °C (1 °C/min)\n"
            " 1:45  lift out, cool in the air",
        )

    def test_must_heat(self):
        with self.assertRaises(ValueError):
            Schedule(start=60, target=50)


if __name__ == "__main__":
    unittest.main()
