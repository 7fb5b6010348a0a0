from __future__ import annotations

from collections import Counter
from datetime import date

from hostel.bookings import Ledger


def night_report(ledger: Ledger, night: date) -> str:
    staying = sorted(ledger.on_night(night), key=lambda b: b.bed.label)
    lines = [f"Night of {night.isoformat()}: {len(staying)} of {len(ledger.beds)} beds"]
    for booking in staying:
        lines.append(f"  {booking.bed.label:<6} {booking.guest.name} ({booking.guest.country})")
    return "\n".join(lines) + "\n"


def countries(ledger: Ledger) -> list[tuple[str, int]]:
    counts = Counter(b.guest.country for b in ledger.bookings)
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def arrivals_mailing_list(ledger: Ledger, day: date) -> list[str]:
    """The addresses the day-before reminder goes to."""
    return sorted({b.guest.email for b in ledger.bookings if b.arrive == day})
