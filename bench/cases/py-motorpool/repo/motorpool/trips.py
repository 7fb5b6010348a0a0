"""Trip log: odometer readings at handover and return."""

from dataclasses import dataclass

from .units import km_to_miles


class TripError(Exception):
    pass


@dataclass
class Trip:
    booking_ref: str
    registration: str
    department: str
    start_km: int
    end_km: int
    private_km: int = 0

    def __post_init__(self):
        if self.end_km < self.start_km:
            raise TripError("%s: return reading below handover" % self.booking_ref)
        if not 0 <= self.private_km <= self.distance_km:
            raise TripError("%s: private distance out of range" % self.booking_ref)

    @property
    def distance_km(self):
        return self.end_km - self.start_km

    @property
    def business_km(self):
        return self.distance_km - self.private_km

    @property
    def business_miles(self):
        return km_to_miles(self.business_km)


class TripLog:
    def __init__(self, fleet):
        self.fleet = fleet
        self.trips = []

    def record(self, booking, start_km, end_km, private_km=0):
        vehicle = self.fleet.get(booking.registration)
        if start_km < vehicle.odometer_km:
            raise TripError("%s: handover reading below the last return"
                            % booking.ref)
        trip = Trip(booking.ref, vehicle.registration, booking.department,
                    start_km, end_km, private_km)
        vehicle.record_odometer(end_km)
        self.trips.append(trip)
        return trip

    def distance_by_department(self):
        out = {}
        for t in self.trips:
            out[t.department] = out.get(t.department, 0) + t.distance_km
        return dict(sorted(out.items()))

    def for_vehicle(self, registration):
        return [t for t in self.trips if t.registration == registration]
