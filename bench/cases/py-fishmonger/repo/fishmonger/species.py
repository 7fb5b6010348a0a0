"""The fish and shellfish the counter sells."""

from dataclasses import dataclass

ALL_YEAR = frozenset(range(1, 13))


@dataclass(frozen=True)
class Species:
    code: str
    name: str
    price_per_kg: int  # pence, whole fish as landed
    fillet_yield: float  # share of the whole weight that ends up as fillet
    shelf_life: int  # days from landing during which it may be sold
    season: frozenset = ALL_YEAR
    mcs_rating: int = 3  # Marine Conservation Society rating, 1 (best) to 5
    fillets: bool = True  # whether the counter will fillet it

    def in_season(self, month):
        return month in self.season


def _months(*months):
    return frozenset(months)


CATALOGUE = {
    s.code: s
    for s in [
        Species("COD", "Cod", 1890, 0.45, 4, mcs_rating=3),
        Species("HAD", "Haddock", 1750, 0.42, 4, mcs_rating=2),
        Species("PLA", "Plaice", 1400, 0.40, 3, _months(5, 6, 7, 8, 9, 10, 11, 12), mcs_rating=2),
        Species("MAC", "Mackerel", 900, 0.55, 2, _months(6, 7, 8, 9, 10), mcs_rating=2),
        Species("SEB", "Sea bass", 2600, 0.50, 4, _months(1, 2, 6, 7, 8, 9, 10, 11, 12), mcs_rating=3),
        Species("SAL", "Scottish salmon", 2200, 0.60, 5, mcs_rating=3),
        Species("MUS", "Mussels", 600, 0.0, 3, _months(1, 2, 3, 4, 9, 10, 11, 12), mcs_rating=1, fillets=False),
        Species("PRA", "King prawns", 3200, 0.0, 3, mcs_rating=3, fillets=False),
    ]
}


class UnknownSpecies(KeyError):
    pass


def lookup(code):
    try:
        return CATALOGUE[code.upper()]
    except KeyError:
        raise UnknownSpecies(code) from None


def in_season(code, month):
    return lookup(code).in_season(month)
