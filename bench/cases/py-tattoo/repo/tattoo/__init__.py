"""Quotes, bookings, deposits and invoices for a tattoo studio."""
