"""Vehicles in the pool and the fleet register."""

from dataclasses import dataclass, field

CLASSES = ("car", "estate", "van", "minibus", "electric")


class FleetError(Exception):
    pass


@dataclass
class Vehicle:
    registration: str
    make: str
    vehicle_class: str
    seats: int
    odometer_km: int = 0
    in_service: bool = True
    notes: list = field(default_factory=list)

    def __post_init__(self):
        self.registration = normalise_registration(self.registration)
        if self.vehicle_class not in CLASSES:
            raise FleetError("unknown vehicle class %r" % self.vehicle_class)
        if self.seats < 1:
            raise FleetError("a vehicle needs at least one seat")

    def record_odometer(self, reading_km):
        if reading_km < self.odometer_km:
            raise FleetError(
                "%s: odometer went backwards (%d < %d)"
                % (self.registration, reading_km, self.odometer_km)
            )
        self.odometer_km = reading_km


def normalise_registration(reg):
    """Upper case, single spaces: ' ab12  cde' -> 'AB12 CDE'."""
    parts = reg.upper().split()
    if not parts:
        raise FleetError("empty registration")
    return " ".join(parts)


class Fleet:
    def __init__(self, vehicles=()):
        self._vehicles = {}
        for v in vehicles:
            self.add(v)

    def add(self, vehicle):
        if vehicle.registration in self._vehicles:
            raise FleetError("duplicate registration %s" % vehicle.registration)
        self._vehicles[vehicle.registration] = vehicle

    def get(self, registration):
        reg = normalise_registration(registration)
        try:
            return self._vehicles[reg]
        except KeyError:
            raise FleetError("no vehicle %s" % reg) from None

    def withdraw(self, registration, reason):
        v = self.get(registration)
        v.in_service = False
        v.notes.append("withdrawn: " + reason)

    def available(self, vehicle_class=None, min_seats=1):
        out = [
            v for v in self._vehicles.values()
            if v.in_service and v.seats >= min_seats
            and (vehicle_class is None or v.vehicle_class == vehicle_class)
        ]
        return sorted(out, key=lambda v: (v.seats, v.registration))

    def __iter__(self):
        return iter(sorted(self._vehicles.values(), key=lambda v: v.registration))

    def __len__(self):
        return len(self._vehicles)
