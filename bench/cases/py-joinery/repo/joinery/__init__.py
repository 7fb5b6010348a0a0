"""Cutting lists and quotes for a small joinery workshop."""

__version__ = "0.4.1"
