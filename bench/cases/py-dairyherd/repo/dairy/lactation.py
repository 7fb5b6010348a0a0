"""Lactation yields by the test interval method.

Between two test days the daily yield is taken to change in a straight line;
from calving to the first test the first test's yield is used, and from the
last test to the end of the period the last test's yield.
"""

from datetime import timedelta

STANDARD_DAYS = 305


def days_in_milk(calving, on):
    """Days since calving, the calving day being day 0."""
    return (on - calving).days


class Lactation:
    def __init__(self, tag, calving, tests, dried_off=None):
        self.tag = tag
        self.calving = calving
        self.dried_off = dried_off
        last = dried_off
        self.tests = sorted(
            (t for t in tests if t.day > calving and (last is None or t.day <= last)),
            key=lambda t: t.day,
        )

    def points(self, attr="milk_kg"):
        """(days in milk, daily value) for each test day."""
        return [(days_in_milk(self.calving, t.day), getattr(t, attr)) for t in self.tests]

    def yield_to_date(self, on, attr="milk_kg"):
        """Total of attr (milk_kg, fat_kg, protein_kg...) from calving to on."""
        if self.dried_off is not None and on > self.dried_off:
            on = self.dried_off
        end = days_in_milk(self.calving, on)
        points = [(d, v) for d, v in self.points(attr) if d <= end]
        if not points:
            return 0.0
        total = points[0][0] * points[0][1]
        for (d0, v0), (d1, v1) in zip(points, points[1:]):
            total += (d1 - d0) * (v0 + v1) / 2
        last_day, last_value = points[-1]
        total += (end - last_day) * last_value
        return total

    def yield_305(self, attr="milk_kg"):
        """The standard 305-day yield, or to the dry-off if that came first."""
        return self.yield_to_date(self.calving + timedelta(days=STANDARD_DAYS), attr)

    def peak(self):
        """(days in milk, kg) of the highest test day."""
        points = self.points()
        if not points:
            return None
        return max(points, key=lambda p: (p[1], -p[0]))

    def persistency(self):
        """Yield at the last test as a share of the peak, in percent."""
        top = self.peak()
        if top is None or top[1] == 0:
            return None
        return 100 * self.tests[-1].milk_kg / top[1]
