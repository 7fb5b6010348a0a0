"""How the fish is prepared at the counter, and what that does to weight and price."""

import enum
import math


class Prep(enum.Enum):
    WHOLE = "whole"
    GUTTED = "gutted"
    STEAKS = "steaks"
    FILLETED = "filleted"


# Share of the whole weight left after preparation, where it does not depend
# on the species.
FIXED_YIELDS = {
    Prep.WHOLE: 1.0,
    Prep.GUTTED: 0.88,
    Prep.STEAKS: 0.80,
}


class CannotPrepare(ValueError):
    pass


def yield_for(species, prep):
    if prep is Prep.FILLETED:
        if not species.fillets:
            raise CannotPrepare(f"{species.name} is not filleted at the counter")
        return species.fillet_yield
    if prep is not Prep.WHOLE and not species.fillets:
        raise CannotPrepare(f"{species.name} is sold whole")
    return FIXED_YIELDS[prep]


def price_per_kg(species, prep):
    """Counter price per kg of the prepared fish, rounded up to the next 10p."""
    raw = species.price_per_kg / yield_for(species, prep)
    return int(math.ceil(round(raw, 6) / 10) * 10)


def prepared_weight(species, prep, whole_grams):
    """Weight left after preparing `whole_grams` of whole fish."""
    return int(round(whole_grams * yield_for(species, prep)))


def whole_weight(prepared_grams, yield_):
    """Whole fish needed to end up with `prepared_grams`, to the next 5 g."""
    if not 0 < yield_ <= 1:
        raise ValueError(f"yield must be in (0, 1], not {yield_}")
    needed = prepared_grams / yield_
    return int(math.ceil(round(needed, 6) / 5) * 5)


def label(species, prep):
    if prep is Prep.WHOLE:
        return species.name
    return f"{species.name}, {prep.value}"
