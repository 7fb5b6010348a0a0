"""Storage charges for grain held in the elevator unpriced."""
from datetime import date


def days_stored(delivered: date, priced: date):
    if priced < delivered:
        raise ValueError("priced before delivered")
    return (priced - delivered).days


def storage_charge(bushels, delivered, priced, rate_per_month=0.03):
    """Rate per bushel per 30 days, whole periods only."""
    months = days_stored(delivered, priced) // 30
    return round(bushels * months * rate_per_month, 2)
