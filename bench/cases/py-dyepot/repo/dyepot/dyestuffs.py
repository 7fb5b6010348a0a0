"""Dyestuffs and how much of each gives a full-depth shade, as % of the weight of fibre."""

from .units import percent_of

FULL_DEPTH = {
    "madder": 50.0,
    "weld": 100.0,
    "cochineal": 4.0,
    "logwood": 5.0,
    "onion skins": 50.0,
}


def dyestuff_grams(dyestuff, wof_g, depth=1.0):
    """Grams of dyestuff for a shade of `depth` (1.0 for full depth, 0.5 for half) on wof_g of fibre."""
    if not 0 < depth <= 1:
        raise ValueError(f"a depth of shade is above 0 and at most 1, not {depth}")
    try:
        full = FULL_DEPTH[dyestuff]
    except KeyError:
        raise ValueError(f"no recipe for {dyestuff!r}") from None
    return round(percent_of(wof_g, full) * depth, 1)
