"""Storage invoices for a cold-storage warehouse."""

__version__ = "0.4.0"
