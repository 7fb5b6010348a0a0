"""Polling districts, stations and the figures of a local election count."""

__version__ = "0.3.0"
