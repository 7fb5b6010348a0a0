from datetime import date

import pytest

from motorpool.bookings import Booking
from motorpool.charges import booking_charge, department_invoice, private_charge
from motorpool.trips import Trip
from motorpool.vehicles import Vehicle

from .month import month


def test_booking_charge():
    v = Vehicle("E1", "Octavia", "estate", 5)
    b = Booking("B1", "E1", "Parks", "J", date(2026, 3, 2), date(2026, 3, 3))
    assert booking_charge(v, b) == 64.00
    t = Trip("B1", "E1", "Parks", 0, 1609)
    assert booking_charge(v, b, t) == 263.96  # 999.8 miles at 20p


def test_private_miles_charged_to_driver():
    v = Vehicle("V1", "Transit", "van", 3)
    t = Trip("B1", "V1", "Highways", 0, 805, private_km=15)
    assert private_charge(v, t) == 2.42


def test_department_invoice():
    fleet, diary, trips, _ = month()
    lines, total = department_invoice(fleet, diary, trips, "Libraries")
    assert lines == [
        ("B0001", "YK19 HTC", 2, 200.1, 104.02),
        ("B0005", "BD16 MNB", 1, 151.6, 107.0),
    ]
    assert total == 211.02
    lines, total = department_invoice(fleet, diary, trips, "Highways")
    assert lines == [("B0002", "LM21 PQR", 5, 490.9, 352.63)]
