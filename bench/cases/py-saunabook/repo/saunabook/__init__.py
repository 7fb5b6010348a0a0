"""saunabook: sessions, capacity and prices for a shared lakeside sauna."""

from saunabook.booking import Booker, BookingError
from saunabook.config import SaunaConfig, load_config
from saunabook.slots import Slot, day_slots

__all__ = ["Booker", "BookingError", "SaunaConfig", "Slot", "day_slots", "load_config"]
