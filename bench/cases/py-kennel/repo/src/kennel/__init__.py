"""Bookings, prices and invoices for a dog boarding kennel."""

from kennel.booking import Booking
from kennel.dogs import Dog, size_of
from kennel.invoice import invoice_lines, total

__all__ = ["Booking", "Dog", "invoice_lines", "size_of", "total"]
