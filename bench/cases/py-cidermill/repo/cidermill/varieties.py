"""The apple varieties the mill buys, their group and the price paid per tonne (in pence)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Variety:
    name: str
    group: str
    price_per_tonne: int


VARIETIES = {
    v.name.lower(): v
    for v in (
        Variety("Dabinett", "bittersweet", 18000),
        Variety("Yarlington Mill", "bittersweet", 17500),
        Variety("Harry Masters Jersey", "bittersweet", 17500),
        Variety("Kingston Black", "bittersharp", 21000),
        Variety("Foxwhelp", "bittersharp", 19000),
        Variety("Sweet Coppin", "sweet", 15000),
        Variety("Bramley", "sharp", 12000),
    )
}


def lookup(name):
    """The variety called `name` (any case), or None."""
    return VARIETIES.get(name.strip().lower())
