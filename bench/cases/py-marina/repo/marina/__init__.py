"""Berth allocation, mooring rates and invoices for a small marina."""

from marina.berths import Berth, allocate, fits
from marina.boats import Boat
from marina.invoice import Invoice, invoice_for
from marina.rates import nightly_rate_cents, season_for
from marina.stays import Stay, nights_charged

__all__ = [
    "Berth",
    "Boat",
    "Invoice",
    "Stay",
    "allocate",
    "fits",
    "invoice_for",
    "nights_charged",
    "nightly_rate_cents",
    "season_for",
]
