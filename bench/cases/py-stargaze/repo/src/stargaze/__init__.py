"""Night bookings for a public observatory's telescopes."""

from stargaze.schedule import Booking, BookingError, Schedule
from stargaze.telescopes import CATALOGUE, Telescope

__all__ = ["CATALOGUE", "Booking", "BookingError", "Schedule", "Telescope"]
