"""Nightly moth-trap records for a garden or reserve recorder."""

__version__ = "0.4.0"
