"""What each kind of bike costs."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Tariff:
    per_quarter: int  # cents for each started quarter hour past the grace period
    day_cap: int  # cents: no rental day costs more than this
    deposit: int  # cents held at the counter, returned on time


TARIFFS: dict[str, Tariff] = {
    "city": Tariff(per_quarter=150, day_cap=1800, deposit=5000),
    "cargo": Tariff(per_quarter=300, day_cap=3600, deposit=15000),
    "ebike": Tariff(per_quarter=350, day_cap=4200, deposit=20000),
    "kids": Tariff(per_quarter=100, day_cap=1000, deposit=3000),
}

MEMBER_DISCOUNT_PERCENT = 20


def tariff_for(kind: str) -> Tariff:
    try:
        return TARIFFS[kind]
    except KeyError:
        raise KeyError(f"no tariff for bike kind {kind!r}") from None
