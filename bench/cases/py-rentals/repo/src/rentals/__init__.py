"""Bike-rental pricing."""

from rentals.billing import Charge, charge_for
from rentals.models import Bike, Rental

__all__ = ["Bike", "Charge", "Rental", "charge_for"]
