"""Lift passes: age bands, day counts and prices."""

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal


class PassError(ValueError):
    pass


# (name, lowest age, highest age or None) in the order they are checked
AGE_BANDS = (
    ("infant", 0, 5),
    ("child", 6, 15),
    ("adult", 16, 64),
    ("senior", 65, 79),
    ("veteran", 80, None),
)

# one-day prices in the high season, per band
DAY_PRICE = {
    "infant": Decimal("0.00"),
    "child": Decimal("34.00"),
    "adult": Decimal("52.00"),
    "senior": Decimal("42.00"),
    "veteran": Decimal("0.00"),
}

# share of the day price for each extra day: day 2 costs 95 %, day 3 90 % ... never under 70 %
MULTIDAY_STEP = Decimal("0.05")
MULTIDAY_FLOOR = Decimal("0.70")

LOW_SEASON = Decimal("0.80")

CENT = Decimal("0.01")


def age_on(birth: date, day: date) -> int:
    years = day.year - birth.year
    if (day.month, day.day) < (birth.month, birth.day):
        years -= 1
    return years


def band_for(age: int) -> str:
    if age < 0:
        raise PassError("age cannot be negative")
    for name, low, high in AGE_BANDS:
        if age >= low and (high is None or age <= high):
            return name
    raise PassError(f"no age band for {age}")  # pragma: no cover


def day_factor(n: int) -> Decimal:
    """Share of the day price paid for the n-th day of a pass (n = 1 is the first day)."""
    if n < 1:
        raise PassError("days are counted from 1")
    return max(Decimal(1) - MULTIDAY_STEP * (n - 1), MULTIDAY_FLOOR)


def price(band: str, days: int, low_season: bool = False) -> Decimal:
    if band not in DAY_PRICE:
        raise PassError(f"unknown age band {band!r}")
    if days < 1:
        raise PassError("a pass is for at least one day")
    total = sum((DAY_PRICE[band] * day_factor(n) for n in range(1, days + 1)), Decimal(0))
    if low_season:
        total *= LOW_SEASON
    return total.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True)
class Pass:
    number: str
    holder: str
    band: str
    first_day: date
    days: int

    @property
    def last_day(self) -> date:
        return self.first_day + timedelta(days=self.days - 1)

    def valid_on(self, day: date) -> bool:
        return self.first_day <= day <= self.last_day


def issue(number, holder, birth: date, first_day: date, days: int) -> Pass:
    band = band_for(age_on(birth, first_day))
    if days < 1:
        raise PassError("a pass is for at least one day")
    return Pass(number, holder, band, first_day, days)
