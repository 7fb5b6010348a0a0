"""Firing schedules: ramps to a target temperature, each with an optional hold.

A segment climbs (or cools) at `rate` °C per hour from wherever the previous
segment ended to `target` °C, then holds there for `hold` minutes. A rate of
None means "full": as fast as the kiln will go, which is the kiln's own
`full_rate`.
"""

from dataclasses import dataclass, field

ROOM_TEMPERATURE = 20
DEFAULT_FULL_RATE = 500


class ScheduleError(ValueError):
    pass


@dataclass(frozen=True)
class Segment:
    rate: float | None
    target: float
    hold: float = 0

    def __post_init__(self):
        if self.rate is not None and self.rate <= 0:
            raise ScheduleError(f"rate must be positive, got {self.rate}")
        if self.hold < 0:
            raise ScheduleError(f"hold must not be negative, got {self.hold}")

    @property
    def is_full(self):
        return self.rate is None


@dataclass
class Schedule:
    name: str
    segments: list = field(default_factory=list)
    start_temp: float = ROOM_TEMPERATURE
    full_rate: float = DEFAULT_FULL_RATE

    def add(self, rate, target, hold=0):
        self.segments.append(Segment(rate, target, hold))
        return self

    def rate_of(self, segment):
        return self.full_rate if segment.is_full else segment.rate

    def ramp_minutes(self, segment, from_temp):
        """Minutes to get from `from_temp` to the segment's target."""
        return abs(segment.target - from_temp) / self.rate_of(segment) * 60

    def segment_minutes(self, index):
        segment = self.segments[index]
        return self.ramp_minutes(segment, self._start_of(index)) + segment.hold

    def _start_of(self, index):
        if index == 0:
            return self.start_temp
        return self.segments[index - 1].target

    @property
    def total_minutes(self):
        return sum(self.segment_minutes(i) for i in range(len(self.segments)))

    @property
    def peak(self):
        return max([self.start_temp] + [s.target for s in self.segments])

    def profile(self):
        """(minute, °C) corners of the planned curve, starting at minute 0."""
        points = [(0.0, float(self.start_temp))]
        minute = 0.0
        temp = self.start_temp
        for segment in self.segments:
            minute += self.ramp_minutes(segment, temp)
            temp = segment.target
            points.append((minute, float(temp)))
            if segment.hold:
                minute += segment.hold
                points.append((minute, float(temp)))
        return points

    def temperature_at(self, minute):
        """The planned temperature `minute` minutes into the firing."""
        points = self.profile()
        if minute <= 0:
            return points[0][1]
        for (m0, t0), (m1, t1) in zip(points, points[1:]):
            if m0 <= minute <= m1:
                if m1 == m0:
                    return t1
                return t0 + (t1 - t0) * (minute - m0) / (m1 - m0)
        return points[-1][1]

    def validate(self, max_temp=None, max_rate=None):
        """Problems with the schedule, as a list of messages (empty if fine)."""
        problems = []
        if not self.segments:
            problems.append("schedule has no segments")
        for number, segment in enumerate(self.segments, start=1):
            if max_temp is not None and segment.target > max_temp:
                problems.append(
                    f"segment {number}: target {segment.target}°C is above the kiln's {max_temp}°C"
                )
            if max_rate is not None and segment.rate is not None and segment.rate > max_rate:
                problems.append(
                    f"segment {number}: rate {segment.rate}°C/h is above the kiln's {max_rate}°C/h"
                )
            if segment.target == self._start_of(number - 1) and not segment.hold:
                problems.append(f"segment {number}: goes nowhere and holds for nothing")
        return problems
