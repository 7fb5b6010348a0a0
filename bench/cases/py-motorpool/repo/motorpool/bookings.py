"""Bookings: a vehicle taken out by a department for a span of days."""

from dataclasses import dataclass
from datetime import date, timedelta


class BookingError(Exception):
    pass


@dataclass
class Booking:
    ref: str
    registration: str
    department: str
    driver: str
    start: date
    end: date  # inclusive: the last day the vehicle is out

    def __post_init__(self):
        if self.end < self.start:
            raise BookingError("%s ends before it starts" % self.ref)

    @property
    def days(self):
        return (self.end - self.start).days + 1

    def overlaps(self, other):
        return self.start <= other.end and other.start <= self.end

    def covers(self, day):
        return self.start <= day <= self.end


class Diary:
    """All bookings, checked for clashes per vehicle."""

    def __init__(self, fleet):
        self.fleet = fleet
        self._bookings = []
        self._next = 1

    def book(self, registration, department, driver, start, end):
        vehicle = self.fleet.get(registration)
        if not vehicle.in_service:
            raise BookingError("%s is out of service" % vehicle.registration)
        booking = Booking("B%04d" % self._next, vehicle.registration,
                          department, driver, start, end)
        for other in self.for_vehicle(vehicle.registration):
            if other.overlaps(booking):
                raise BookingError(
                    "%s clashes with %s" % (vehicle.registration, other.ref))
        self._next += 1
        self._bookings.append(booking)
        return booking

    def cancel(self, ref):
        for i, b in enumerate(self._bookings):
            if b.ref == ref:
                return self._bookings.pop(i)
        raise BookingError("no booking %s" % ref)

    def for_vehicle(self, registration):
        return [b for b in self._bookings if b.registration == registration]

    def for_department(self, department):
        return sorted((b for b in self._bookings if b.department == department),
                      key=lambda b: (b.start, b.ref))

    def free_vehicles(self, start, end, vehicle_class=None, min_seats=1):
        probe = Booking("probe", "-", "-", "-", start, end)
        return [
            v for v in self.fleet.available(vehicle_class, min_seats)
            if not any(b.overlaps(probe) for b in self.for_vehicle(v.registration))
        ]

    def utilisation(self, registration, first, last):
        """Share of the days first..last (inclusive) the vehicle was booked."""
        total = (last - first).days + 1
        booked = 0
        day = first
        while day <= last:
            if any(b.covers(day) for b in self.for_vehicle(registration)):
                booked += 1
            day += timedelta(days=1)
        return booked / total

    def __iter__(self):
        return iter(sorted(self._bookings, key=lambda b: (b.start, b.ref)))
