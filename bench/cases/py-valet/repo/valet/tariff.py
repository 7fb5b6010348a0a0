"""What a stay costs.

Prices are held in pence. A stay is charged by the started hour after a
short grace period, each 24 hours is capped at the daily rate, and hotel
residents get a discount on the whole charge.
"""

from dataclasses import dataclass
from math import ceil


@dataclass(frozen=True)
class Tariff:
    hourly: int = 450
    daily_cap: int = 3200
    grace_minutes: int = 10
    resident_discount: float = 0.25
    ev_charging_per_hour: int = 150


STANDARD = Tariff()


def minutes_between(start, end):
    if end < start:
        raise ValueError("collection before drop-off")
    return int((end - start).total_seconds() // 60)


def billable_hours(minutes, grace):
    """Started hours to charge for a stay of `minutes` (none within the grace period)."""
    if minutes <= grace:
        return 0
    return ceil(minutes / 60)


def parking_charge(minutes, tariff=STANDARD):
    """Pence for parking alone: whole days at the cap, the rest by the hour, capped."""
    days, rest = divmod(minutes, 24 * 60)
    charge = days * tariff.daily_cap
    part = billable_hours(rest, tariff.grace_minutes if days == 0 else 0) * tariff.hourly
    return charge + min(part, tariff.daily_cap)


def charging_charge(charge_minutes, tariff=STANDARD):
    return ceil(charge_minutes / 60) * tariff.ev_charging_per_hour if charge_minutes else 0


def stay_charge(start, end, resident=False, charge_minutes=0, tariff=STANDARD):
    """Total pence for a stay; the resident discount applies to parking only."""
    parking = parking_charge(minutes_between(start, end), tariff)
    if resident:
        parking = round(parking * (1 - tariff.resident_discount))
    return parking + charging_charge(charge_minutes, tariff)


def pounds(pence):
    sign = "-" if pence < 0 else ""
    pence = abs(pence)
    return f"{sign}£{pence // 100}.{pence % 100:02d}"
