"""Mordanting: the metal salts that let a natural dye bind to the fibre, as % of the weight of fibre."""

from .fibres import weight_of_fibre
from .units import percent_of

RECIPES = {
    "protein": [("alum", 12.0), ("cream of tartar", 6.0)],
    "cellulose": [("alum", 15.0), ("soda ash", 1.5)],
}


def mordant(skeins):
    """The mordant bath for skeins of one kind of fibre: [(chemical, grams)]."""
    kinds = {s.fibre.kind for s in skeins}
    if len(kinds) != 1:
        raise ValueError(f"mordant protein and cellulose fibres apart, not together: {sorted(kinds)}")
    wof = weight_of_fibre(skeins)
    return [(chemical, round(percent_of(wof, pct), 1)) for chemical, pct in RECIPES[kinds.pop()]]
