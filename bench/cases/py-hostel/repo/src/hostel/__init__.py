"""Beds, bookings, prices and the night report of a small youth hostel."""
