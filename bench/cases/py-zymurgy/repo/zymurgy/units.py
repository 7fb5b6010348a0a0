"""Conversions between the units brewers mix freely."""

KG_PER_LB = 0.45359237
LITRES_PER_GALLON = 3.785411784


def lb_to_kg(lb):
    return lb * KG_PER_LB


def kg_to_lb(kg):
    return kg / KG_PER_LB


def gal_to_litres(gal):
    return gal * LITRES_PER_GALLON


def litres_to_gal(litres):
    return litres / LITRES_PER_GALLON


def c_to_f(c):
    return c * 9 / 5 + 32


def f_to_c(f):
    return (f - 32) * 5 / 9


def sg_to_plato(sg):
    """Degrees Plato for a specific gravity (the usual cubic fit)."""
    return -616.868 + 1111.14 * sg - 630.272 * sg ** 2 + 135.997 * sg ** 3


def plato_to_sg(plato):
    return 1 + plato / (258.6 - (plato / 258.2) * 227.1)


def points(sg):
    """Gravity points: 1.048 is 48."""
    return round((sg - 1) * 1000, 1)
