"""Harbour towage: vessels, the tug fleet, tide windows, the tariff and invoices."""

__version__ = "1.4.0"
