"""The rate card: monthly rent per unit and contents insurance."""

from decimal import Decimal

from .money import money
from .units import Unit

# Monthly rent before VAT, by size code.
RATES = {
    "L": Decimal("18.00"),
    "25": Decimal("45.00"),
    "50": Decimal("79.00"),
    "75": Decimal("105.00"),
    "100": Decimal("129.00"),
    "150": Decimal("175.00"),
    "200": Decimal("219.00"),
}

CLIMATE_PREMIUM = Decimal("0.15")   # heated and dehumidified units
UPPER_FLOOR_DISCOUNT = Decimal("0.10")  # second floor and above: lift only

ADMIN_FEE = Decimal("20.00")  # once, at move-in, plus VAT

# Contents insurance: monthly premium by the most the cover is for.
# Insurance is exempt from VAT.
COVER_BANDS = (
    (Decimal("1000"), Decimal("6.00")),
    (Decimal("2500"), Decimal("11.00")),
    (Decimal("5000"), Decimal("19.00")),
    (Decimal("10000"), Decimal("34.00")),
)


class CoverTooHigh(ValueError):
    pass


def monthly_rent(unit: Unit) -> Decimal:
    """Monthly rent of a unit before VAT."""
    rate = RATES[unit.size.code]
    if unit.climate:
        rate = rate * (1 + CLIMATE_PREMIUM)
    if unit.floor >= 2:
        rate = rate * (1 - UPPER_FLOOR_DISCOUNT)
    return money(rate)


def insurance_premium(cover: Decimal) -> Decimal:
    """Monthly premium for contents declared at the given value."""
    cover = Decimal(cover)
    if cover <= 0:
        return Decimal("0.00")
    for ceiling, premium in COVER_BANDS:
        if cover <= ceiling:
            return premium
    raise CoverTooHigh(f"cover of £{cover} needs a specialist policy")
