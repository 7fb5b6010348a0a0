"""The warehouse tariff."""

DAY_RATES = {
    "chilled": 0.62,
    "frozen": 0.85,
    "deep": 1.15,
}

HEAVY_PALLET_KG = 1000.0
HEAVY_FACTOR = 1.25


def day_rate(zone: str) -> float:
    """Pounds per pallet per day in a zone."""
    try:
        return DAY_RATES[zone]
    except KeyError:
        raise ValueError(f"unknown zone: {zone!r}") from None


def pallet_day_rate(zone: str, weight_kg: float, pallets: int) -> float:
    """The day rate of one pallet of a lot, with the heavy-pallet surcharge."""
    rate = day_rate(zone)
    if pallets and weight_kg / pallets > HEAVY_PALLET_KG:
        rate *= HEAVY_FACTOR
    return rate
