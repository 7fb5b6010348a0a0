"""Service intervals: whichever of distance or time comes first."""

from dataclasses import dataclass
from datetime import date

INTERVALS = {
    # class: (km, months)
    "car": (15000, 12),
    "estate": (15000, 12),
    "van": (20000, 12),
    "minibus": (10000, 6),
    "electric": (30000, 24),
}


@dataclass
class ServiceRecord:
    registration: str
    day: date
    odometer_km: int


def add_months(day, months):
    month = day.month - 1 + months
    year = day.year + month // 12
    month = month % 12 + 1
    last = [31, 29 if _leap(year) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    return date(year, month, min(day.day, last))


def _leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def next_due(vehicle, last_service):
    """(due_km, due_date) for the next service."""
    km, months = INTERVALS[vehicle.vehicle_class]
    return last_service.odometer_km + km, add_months(last_service.day, months)


def is_due(vehicle, last_service, today, warn_km=500):
    """True when the vehicle is within warn_km of, or past, its next service."""
    due_km, due_date = next_due(vehicle, last_service)
    return vehicle.odometer_km >= due_km - warn_km or today >= due_date


def due_list(fleet, history, today):
    out = []
    for vehicle in fleet:
        records = [r for r in history if r.registration == vehicle.registration]
        if not records:
            out.append((vehicle.registration, "no service on record"))
            continue
        last = max(records, key=lambda r: r.day)
        if is_due(vehicle, last, today):
            due_km, due_date = next_due(vehicle, last)
            out.append((vehicle.registration,
                        "due at %d km or %s" % (due_km, due_date.isoformat())))
    return out
