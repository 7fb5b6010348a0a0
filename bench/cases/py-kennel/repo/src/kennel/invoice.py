"""An invoice for a booking: one line per dog's nights and per extra, and the total."""

from __future__ import annotations

from kennel.booking import Booking
from kennel.pricing import extra_cost, long_stay_percent, nightly_rate, percent_off
from kennel.tables import SHARED_RUN_DISCOUNT


def invoice_lines(booking: Booking) -> list[tuple[str, int]]:
    """(description, cents) for each dog's nights, then each extra for each dog."""
    nights = booking.nights
    long_stay = long_stay_percent(nights)
    lines = []
    for i, dog in enumerate(booking.dogs):
        amount = percent_off(nightly_rate(dog) * nights, long_stay)
        label = f"{dog.name}: {nights} night{'s' if nights != 1 else ''}"
        if i > 0:
            amount = percent_off(amount, SHARED_RUN_DISCOUNT)
            label += " (shared run)"
        lines.append((label, amount))
    for extra in booking.extras:
        for dog in booking.dogs:
            lines.append((f"{dog.name}: {extra}", extra_cost(extra, nights)))
    return lines


def total(booking: Booking) -> int:
    return sum(amount for _, amount in invoice_lines(booking))


def format_invoice(booking: Booking) -> str:
    rows = [f"{label:<32}{amount / 100:>10.2f}" for label, amount in invoice_lines(booking)]
    rows.append(f"{'Total':<32}{total(booking) / 100:>10.2f}")
    return "\n".join(rows)
