from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from hostel.bookings import Ledger, NoBedFree
from hostel.models import Guest

from .conftest import MONDAY


def test_book_prefers_the_lower_bunk(ledger: Ledger, ana: Guest, lars: Guest) -> None:
    first = ledger.book(ana, MONDAY, date(2026, 6, 3))
    second = ledger.book(lars, MONDAY, date(2026, 6, 2), prefer="upper")
    assert (first.reference, first.bed.label, first.price) == ("H0001", "A-1", Decimal("43.20"))
    assert (second.reference, second.bed.label) == ("H0002", "A-1U")


def test_a_full_house_refuses(ledger: Ledger, lars: Guest) -> None:
    for _ in range(4):
        ledger.book(lars, MONDAY, date(2026, 6, 2))
    with pytest.raises(NoBedFree):
        ledger.book(lars, MONDAY, date(2026, 6, 2))
    ledger.cancel("H0003")
    assert ledger.book(lars, MONDAY, date(2026, 6, 2)).bed.label == "B-1"
