"""Hive records for a beekeeping association's teaching apiary."""

__version__ = "0.6.0"
