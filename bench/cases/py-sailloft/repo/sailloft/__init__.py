"""Quotes and repair tickets for a sail loft."""

__version__ = "0.3.0"
