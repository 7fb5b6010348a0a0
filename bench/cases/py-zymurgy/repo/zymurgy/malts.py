"""Fermentables: extract potential and colour, and the gravity a grain bill gives."""

from zymurgy import units

# name: (potential in points per pound per gallon, colour in degrees Lovibond)
MALTS = {
    "pale ale": (37, 3.0),
    "pilsner": (37, 1.6),
    "maris otter": (38, 3.0),
    "munich": (37, 9.0),
    "vienna": (36, 3.5),
    "wheat": (38, 2.0),
    "crystal 60": (34, 60.0),
    "chocolate": (28, 350.0),
    "roasted barley": (25, 500.0),
    "flaked oats": (33, 1.0),
    "table sugar": (46, 0.0),
}

# points per pound per gallon to points per kilogram per litre
PPG_TO_PKL = units.LITRES_PER_GALLON / units.KG_PER_LB


def lookup(name):
    try:
        return MALTS[name.strip().lower()]
    except KeyError:
        raise KeyError(f"unknown fermentable {name!r}") from None


def potential(name):
    return lookup(name)[0]


def lovibond(name):
    return lookup(name)[1]


def gravity(bill, litres, efficiency=0.72):
    """Original gravity of `bill` (pairs of name and kilograms) in `litres`
    of wort at the given brewhouse efficiency. Sugar always gives all of it."""
    if litres <= 0:
        raise ValueError("batch volume must be positive")
    pts = 0.0
    for name, kg in bill:
        eff = 1.0 if name == "table sugar" else efficiency
        pts += potential(name) * PPG_TO_PKL * kg * eff
    return 1 + pts / litres / 1000
