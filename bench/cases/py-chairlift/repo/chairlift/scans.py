"""Gate scans: which pass went through which lift's gate when, and what that adds up to."""

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import datetime

# a second scan of one pass at one gate within this many seconds is a double read, not a ride
DOUBLE_READ_S = 90


class ScanError(ValueError):
    pass


@dataclass(frozen=True)
class Scan:
    pass_number: str
    lift: str
    at: datetime


class Gatelog:
    def __init__(self, area, passes):
        self.area = area
        self.passes = {p.number: p for p in passes}
        self.rides = []
        self.refused = []
        self._last = {}

    def scan(self, pass_number, lift_name, at: datetime) -> bool:
        """Record one scan; True if the gate opens and the ride is counted."""
        self.area[lift_name]  # unknown lift: LiftError
        p = self.passes.get(pass_number)
        if p is None or not p.valid_on(at.date()):
            self.refused.append(Scan(pass_number, lift_name, at))
            return False
        key = (pass_number, lift_name)
        last = self._last.get(key)
        if last is not None and (at - last).total_seconds() < DOUBLE_READ_S:
            return True
        self._last[key] = at
        self.rides.append(Scan(pass_number, lift_name, at))
        return True

    def rides_by_lift(self) -> Counter:
        return Counter(s.lift for s in self.rides)

    def rides_by_pass(self) -> Counter:
        return Counter(s.pass_number for s in self.rides)

    def vertical_by_pass(self) -> dict:
        """Metres climbed on lifts, per pass."""
        out = defaultdict(float)
        for s in self.rides:
            out[s.pass_number] += self.area[s.lift].vertical_m
        return dict(out)

    def busiest_hour(self, lift_name):
        hours = Counter(s.at.hour for s in self.rides if s.lift == lift_name)
        if not hours:
            return None
        return max(sorted(hours), key=lambda h: hours[h])
