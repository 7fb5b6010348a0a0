"""Recharging departments for the vehicles they book."""

from .units import round_money

DAY_RATES = {
    "car": 28.00,
    "estate": 32.00,
    "van": 45.00,
    "minibus": 60.00,
    "electric": 30.00,
}
MILE_RATES = {
    "car": 0.18,
    "estate": 0.20,
    "van": 0.26,
    "minibus": 0.31,
    "electric": 0.09,
}


def booking_charge(vehicle, booking, trip=None):
    """Day rate for each day booked plus the mileage rate on business miles."""
    days = DAY_RATES[vehicle.vehicle_class] * booking.days
    miles = 0.0 if trip is None else trip.business_miles
    return round_money(days + miles * MILE_RATES[vehicle.vehicle_class])


def private_charge(vehicle, trip):
    """Private miles are charged to the driver at the full mileage rate."""
    from .units import km_to_miles
    return round_money(km_to_miles(trip.private_km) * MILE_RATES[vehicle.vehicle_class])


def department_invoice(fleet, diary, triplog, department):
    """Lines (booking ref, registration, days, business miles, charge) and total."""
    trips = {t.booking_ref: t for t in triplog.trips}
    lines = []
    for b in diary.for_department(department):
        vehicle = fleet.get(b.registration)
        trip = trips.get(b.ref)
        miles = 0.0 if trip is None else trip.business_miles
        lines.append((b.ref, b.registration, b.days, round(miles, 1),
                      booking_charge(vehicle, b, trip)))
    total = round_money(sum(line[-1] for line in lines))
    return lines, total
