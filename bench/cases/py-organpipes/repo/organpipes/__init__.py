"""Arithmetic for a pipe-organ workshop."""

__version__ = "0.6.0"
