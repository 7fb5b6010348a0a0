"""Invoices for a stay: mooring by night and season, electricity, and the tourist tax per person."""

from __future__ import annotations

from dataclasses import dataclass, field

from marina.berths import Berth
from marina.boats import Boat
from marina.rates import nightly_rate_cents, season_for
from marina.stays import Stay, nights_in

ELECTRICITY_NIGHT_CENTS = 450
TOURIST_TAX_CENTS = 120  # per person aboard, per night


@dataclass
class Invoice:
    boat: str
    berth: str
    lines: list[tuple[str, int]] = field(default_factory=list)

    @property
    def total_cents(self) -> int:
        return sum(amount for _, amount in self.lines)


def invoice_for(boat: Boat, berth: Berth, stay: Stay) -> Invoice:
    """One line per night of mooring (with its season), then electricity and tourist tax, if any."""
    invoice = Invoice(boat=boat.name, berth=berth.id)
    nights = nights_in(stay)
    for night in nights:
        season = season_for(night)
        invoice.lines.append((f"mooring {night.isoformat()} ({season})", nightly_rate_cents(boat.length_m, season)))
    if stay.electricity:
        invoice.lines.append((f"electricity x{len(nights)}", ELECTRICITY_NIGHT_CENTS * len(nights)))
    invoice.lines.append((f"tourist tax {boat.crew} x{len(nights)}", TOURIST_TAX_CENTS * boat.crew * len(nights)))
    return invoice


def format_cents(cents: int) -> str:
    """12345 -> '123.45'."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    return f"{sign}{whole}.{part:02d}"
