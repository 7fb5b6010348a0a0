"""Distance and volume units.

The fleet's odometers read kilometres; claims, rates and the monthly
report are in miles, and fuel economy is quoted in UK (imperial) mpg.
"""

KM_PER_MILE = 1.609344
LITRES_PER_GALLON = 4.54609  # imperial gallon


def km_to_miles(km):
    return km / KM_PER_MILE


def miles_to_km(miles):
    return miles * KM_PER_MILE


def litres_per_100km(litres, km):
    if km <= 0:
        raise ValueError("distance must be positive")
    return litres * 100.0 / km


def mpg(litres, km):
    """Miles per imperial gallon for `litres` burnt over `km`."""
    if litres <= 0:
        raise ValueError("fuel must be positive")
    return km_to_miles(km) / (litres / LITRES_PER_GALLON)


def round_money(amount):
    """Round to whole pence, halves away from zero."""
    pence = abs(amount) * 100
    whole = int(pence + 0.5 + 1e-9)
    return (whole if amount >= 0 else -whole) / 100
