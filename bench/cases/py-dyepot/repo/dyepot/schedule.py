"""The heating schedule of a dye bath: heat at a steady rate to the dye temperature, hold, lift out."""

from dataclasses import dataclass

from .units import format_clock


@dataclass(frozen=True)
class Schedule:
    start: float = 20.0          # the bath when the fibre goes in, °C
    target: float = 85.0         # the dye temperature, °C
    ramp_per_min: float = 1.0    # how fast the bath heats, °C a minute
    hold_min: float = 60.0       # minutes at the dye temperature
    unit: str = "°C"

    def __post_init__(self):
        if self.ramp_per_min <= 0:
            raise ValueError("the bath must heat up")
        if self.target <= self.start:
            raise ValueError(f"the dye temperature {self.target} is not above the start {self.start}")

    def heat_minutes(self):
        return (self.target - self.start) / self.ramp_per_min

    def steps(self):
        """[(minute, what happens)] from the fibre going in to lifting it out."""
        at_target = self.heat_minutes()
        return [
            (0.0, f"fibre in at {self.start:.0f} {self.unit}"),
            (at_target, f"reach {self.target:.0f} {self.unit} ({self.ramp_per_min:g} {self.unit}/min)"),
            (at_target + self.hold_min, "lift out, cool in the air"),
        ]

    def render(self):
        return "\n".join(f"{format_clock(minute):>5}  {text}" for minute, text in self.steps())


# What each dyestuff wants: madder browns above 80 °C, weld dulls if boiled.
SCHEDULES = {
    "madder": Schedule(target=75.0, hold_min=60),
    "weld": Schedule(target=80.0, hold_min=45),
    "cochineal": Schedule(target=85.0, hold_min=60),
    "logwood": Schedule(target=85.0, hold_min=45),
    "onion skins": Schedule(target=90.0, ramp_per_min=1.5, hold_min=45),
}
