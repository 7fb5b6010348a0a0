from __future__ import annotations

from datetime import date

from hostel import storage
from hostel.bookings import Ledger
from hostel.mailer import confirmation
from hostel.models import Guest
from hostel.reports import arrivals_mailing_list, countries, night_report

from .conftest import MONDAY


def test_night_report(ledger: Ledger, ana: Guest, lars: Guest) -> None:
    ledger.book(ana, MONDAY, date(2026, 6, 3))
    ledger.book(lars, date(2026, 6, 2), date(2026, 6, 4))
    assert night_report(ledger, date(2026, 6, 2)) == (
        "Night of 2026-06-02: 2 of 4 beds\n"
        "  A-1    Ana Costa (PT)\n"
        "  A-2    Lars Berg (SE)\n"
    )
    assert countries(ledger) == [("PT", 1), ("SE", 1)]
    assert arrivals_mailing_list(ledger, MONDAY) == ["ana@example.pt"]


def test_storage_round_trip(ledger: Ledger, ana: Guest) -> None:
    booking = ledger.book(ana, MONDAY, date(2026, 6, 3))
    booking.notes.append("late arrival")
    assert storage.loads(storage.dumps(ledger.bookings)) == ledger.bookings


def test_confirmation(ledger: Ledger, lars: Guest) -> None:
    message = confirmation(ledger.book(lars, MONDAY, date(2026, 6, 2)))
    assert message.to == "lars@example.se"
    assert "for 1 night, from Monday 01 June" in message.body
