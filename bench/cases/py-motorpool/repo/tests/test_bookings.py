from datetime import date

import pytest

from motorpool.bookings import Booking, BookingError, Diary

from .month import fleet, month


def test_days_inclusive():
    b = Booking("B1", "X", "D", "P", date(2026, 3, 2), date(2026, 3, 6))
    assert b.days == 5
    assert b.covers(date(2026, 3, 6))
    assert not b.covers(date(2026, 3, 7))
    with pytest.raises(BookingError):
        Booking("B2", "X", "D", "P", date(2026, 3, 2), date(2026, 3, 1))


def test_clash_rejected():
    diary = Diary(fleet())
    diary.book("LM21 PQR", "Highways", "D. Kerr", date(2026, 3, 2), date(2026, 3, 6))
    with pytest.raises(BookingError):
        diary.book("lm21 pqr", "Parks", "J. Lowe", date(2026, 3, 6), date(2026, 3, 7))
    b = diary.book("LM21 PQR", "Parks", "J. Lowe", date(2026, 3, 7), date(2026, 3, 7))
    assert b.ref == "B0002"


def test_withdrawn_vehicle_cannot_be_booked():
    f = fleet()
    f.withdraw("WA70 EVN", "battery fault")
    diary = Diary(f)
    with pytest.raises(BookingError):
        diary.book("WA70 EVN", "Parks", "M. Okafor", date(2026, 3, 4), date(2026, 3, 4))


def test_free_vehicles():
    _, diary, _, _ = month()
    free = diary.free_vehicles(date(2026, 3, 3), date(2026, 3, 4))
    assert [v.registration for v in free] == ["BD16 MNB"]
    free = diary.free_vehicles(date(2026, 3, 9), date(2026, 3, 9), min_seats=5)
    assert [v.registration for v in free] == ["WA70 EVN", "BD16 MNB"]


def test_cancel_and_department_listing():
    _, diary, _, _ = month()
    assert [b.ref for b in diary.for_department("Libraries")] == ["B0001", "B0005"]
    diary.cancel("B0001")
    assert [b.ref for b in diary.for_department("Libraries")] == ["B0005"]
    with pytest.raises(BookingError):
        diary.cancel("B0001")


def test_utilisation():
    _, diary, _, _ = month()
    assert diary.utilisation("YK19 HTC", date(2026, 3, 1), date(2026, 3, 10)) == 0.3
    assert diary.utilisation("LM21 PQR", date(2026, 3, 2), date(2026, 3, 6)) == 1.0
