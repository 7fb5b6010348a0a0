"""Bunk bookings and nightly prices for a club's mountain huts."""

from hutbook.huts import Booking, FullError, Hut
from hutbook.pricing import price_stay

__all__ = ["Booking", "FullError", "Hut", "price_stay"]
