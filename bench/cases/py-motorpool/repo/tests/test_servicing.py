from datetime import date

from motorpool.servicing import ServiceRecord, add_months, due_list, is_due, next_due
from motorpool.vehicles import Vehicle

from .month import fleet


def test_add_months():
    assert add_months(date(2026, 1, 31), 1) == date(2026, 2, 28)
    assert add_months(date(2027, 12, 31), 2) == date(2028, 2, 29)
    assert add_months(date(2026, 3, 15), 12) == date(2027, 3, 15)
    assert add_months(date(2026, 9, 30), 6) == date(2027, 3, 30)


def test_next_due_by_class():
    v = Vehicle("M1", "Tourneo", "minibus", 14, odometer_km=98700)
    last = ServiceRecord("M1", date(2025, 11, 20), 92000)
    assert next_due(v, last) == (102000, date(2026, 5, 20))


def test_is_due_on_distance_or_date():
    v = Vehicle("V1", "Transit", "van", 3, odometer_km=87600)
    last = ServiceRecord("V1", date(2025, 8, 1), 68000)
    assert is_due(v, last, date(2026, 3, 1))          # within 500 km of 88000
    v.odometer_km = 80000
    assert not is_due(v, last, date(2026, 3, 1))
    assert is_due(v, last, date(2026, 8, 1))          # a year on


def test_due_list():
    history = [
        ServiceRecord("YK19 HTC", date(2025, 4, 2), 30000),
        ServiceRecord("LM21 PQR", date(2025, 9, 9), 60000),
        ServiceRecord("BD16 MNB", date(2025, 11, 20), 92000),
        ServiceRecord("YK19 HTC", date(2024, 4, 2), 15500),
    ]
    assert due_list(fleet(), history, date(2026, 4, 2)) == [
        ("WA70 EVN", "no service on record"),
        ("YK19 HTC", "due at 45000 km or 2026-04-02"),
    ]
