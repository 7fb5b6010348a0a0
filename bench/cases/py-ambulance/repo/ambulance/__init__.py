"""Ambulance service day sheet: calls, fleet, dispatch and response performance."""

__version__ = "0.4.0"
