"""The rate card: what a shearer is paid per 100 sheep of each class, in cents."""

from __future__ import annotations

from .money import cents

RATES_PER_100 = {
    "ewe": cents("345.50"),
    "lamb": cents("310.00"),
    "ram": cents("691.00"),
    "crutch": cents("120.00"),
}


def rate(sheep_class: str) -> int:
    try:
        return RATES_PER_100[sheep_class]
    except KeyError:
        raise ValueError(f"no rate for {sheep_class!r}") from None


def pay_for(sheep_class: str, count: int) -> int:
    """Pay for `count` sheep of a class, in cents, rounded down to the cent."""
    return count * rate(sheep_class) // 100
