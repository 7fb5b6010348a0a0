"""What a firing costs in electricity.

Elements do not draw full power all the way: the controller switches them on
and off. The share of time they are on (the duty) grows with temperature, as
the kiln loses more heat the hotter it is, and a fast climb needs more of it.
"""

from dataclasses import dataclass

from .units import hours


@dataclass(frozen=True)
class Kiln:
    name: str
    kw: float
    max_temp: float
    max_rate: float = 500

    def duty(self, temp, rate=0):
        """Fraction of the time the elements are on at `temp` °C, climbing at `rate`."""
        holding = 0.15 + 0.55 * (temp / self.max_temp)
        climbing = 0.3 * min(rate / self.max_rate, 1.0)
        return min(holding + climbing, 1.0)


def segment_energy(kiln, schedule, index):
    """kWh for one segment, from the duty at the middle of its ramp and at its hold."""
    segment = schedule.segments[index]
    start = schedule.start_temp if index == 0 else schedule.segments[index - 1].target
    ramp_h = hours(schedule.ramp_minutes(segment, start))
    rate = schedule.rate_of(segment)
    if segment.target < start:
        ramp_kwh = 0.0  # cooling: elements off unless the controller brakes
    else:
        middle = (start + segment.target) / 2
        ramp_kwh = kiln.kw * kiln.duty(middle, rate) * ramp_h
    hold_kwh = kiln.kw * kiln.duty(segment.target) * hours(segment.hold)
    return ramp_kwh + hold_kwh


def firing_energy(kiln, schedule):
    return sum(segment_energy(kiln, schedule, i) for i in range(len(schedule.segments)))


def firing_cost(kiln, schedule, price_per_kwh):
    """(kWh, cost) of a firing, rounded to 0.1 kWh and to the cent."""
    kwh = firing_energy(kiln, schedule)
    return round(kwh, 1), round(kwh * price_per_kwh, 2)
