"""Utility meter readings, consumption per period and tiered tariffs."""
