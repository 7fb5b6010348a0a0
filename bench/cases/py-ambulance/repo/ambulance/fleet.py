"""Vehicles, their stations and whether they are free to send."""

from dataclasses import dataclass, field

# Which kinds of vehicle can take a patient to hospital.
KINDS = {
    "DCA": True,   # double-crewed ambulance
    "RRV": False,  # rapid response vehicle, single paramedic
}


@dataclass
class Vehicle:
    callsign: str
    kind: str
    station: str
    position: tuple
    status: str = "available"
    call_ref: str | None = None

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"{self.callsign}: unknown vehicle kind {self.kind!r}")

    @property
    def can_convey(self):
        return KINDS[self.kind]

    @property
    def available(self):
        return self.status == "available"


@dataclass
class Fleet:
    vehicles: dict = field(default_factory=dict)

    def add(self, vehicle):
        if vehicle.callsign in self.vehicles:
            raise ValueError(f"duplicate callsign {vehicle.callsign}")
        self.vehicles[vehicle.callsign] = vehicle
        return vehicle

    def get(self, callsign):
        try:
            return self.vehicles[callsign]
        except KeyError:
            raise KeyError(f"no vehicle {callsign}") from None

    def available(self):
        return sorted(
            (v for v in self.vehicles.values() if v.available),
            key=lambda v: v.callsign,
        )

    def assign(self, callsign, call_ref):
        vehicle = self.get(callsign)
        if not vehicle.available:
            raise ValueError(f"{callsign} is {vehicle.status}, not available")
        vehicle.status = "committed"
        vehicle.call_ref = call_ref
        return vehicle

    def release(self, callsign, position=None):
        vehicle = self.get(callsign)
        vehicle.status = "available"
        vehicle.call_ref = None
        if position is not None:
            vehicle.position = position
        return vehicle

    def stand_down(self, callsign):
        """Take a vehicle off the road (end of shift, defect)."""
        vehicle = self.get(callsign)
        vehicle.status = "off"
        vehicle.call_ref = None
        return vehicle

    def __len__(self):
        return len(self.vehicles)
