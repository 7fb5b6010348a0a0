"""Firing schedules for electric pottery kilns."""

__version__ = "0.4.0"
