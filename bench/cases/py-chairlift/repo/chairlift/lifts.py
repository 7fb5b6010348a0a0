"""Lift specifications: capacity, ride time and the lift line-up of the area."""

from dataclasses import dataclass


class LiftError(ValueError):
    pass


KINDS = ("chair", "detachable", "gondola", "drag", "carpet")


@dataclass(frozen=True)
class Lift:
    name: str
    kind: str
    seats: int  # per carrier; 1 for a drag lift (one T-bar side counts as a seat)
    carriers: int  # on the rope
    length_m: float  # slope length, bottom station to top station
    vertical_m: float  # height gained
    speed_ms: float  # rope speed in metres per second
    interval_s: float  # seconds between carriers at the loading point

    def __post_init__(self):
        if self.kind not in KINDS:
            raise LiftError(f"unknown lift kind {self.kind!r}")
        if self.seats < 1 or self.carriers < 1:
            raise LiftError(f"{self.name}: seats and carriers must be at least 1")
        if self.length_m <= 0 or self.speed_ms <= 0 or self.interval_s <= 0:
            raise LiftError(f"{self.name}: length, speed and interval must be positive")
        if not 0 <= self.vertical_m < self.length_m:
            raise LiftError(f"{self.name}: vertical rise must be less than the slope length")

    @property
    def capacity_per_hour(self) -> int:
        """Riders per hour uphill when every seat is filled."""
        return int(round(self.seats * 3600 / self.interval_s))

    @property
    def ride_time_s(self) -> float:
        """Seconds from loading to unloading at full rope speed."""
        return self.length_m / self.speed_ms

    @property
    def gradient(self) -> float:
        """Average gradient, rise over horizontal distance."""
        horizontal = (self.length_m**2 - self.vertical_m**2) ** 0.5
        return self.vertical_m / horizontal


def lift(name, kind, seats, carriers, length_m, vertical_m, speed_ms, interval_s):
    return Lift(name, kind, seats, carriers, float(length_m), float(vertical_m), float(speed_ms),
                float(interval_s))


class Area:
    """The lifts of one ski area, by name."""

    def __init__(self, name, lifts=()):
        self.name = name
        self._lifts = {}
        for l in lifts:
            self.add(l)

    def add(self, l: Lift):
        if l.name in self._lifts:
            raise LiftError(f"duplicate lift {l.name!r}")
        self._lifts[l.name] = l

    def __getitem__(self, name) -> Lift:
        try:
            return self._lifts[name]
        except KeyError:
            raise LiftError(f"no lift called {name!r} at {self.name}") from None

    def __iter__(self):
        return iter(self._lifts.values())

    def __len__(self):
        return len(self._lifts)

    def total_capacity(self, names=None) -> int:
        chosen = self if names is None else [self[n] for n in names]
        return sum(l.capacity_per_hour for l in chosen)
