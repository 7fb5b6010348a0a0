"""The kennel's price list and size bands, in one place. Money in cents."""

# Size classes by weight: a dog is in the first band whose upper bound (kg) it does not exceed.
SIZE_BANDS = [
    ("small", 10.0),
    ("medium", 25.0),
    ("large", 45.0),
    ("giant", float("inf")),
]

# Price of one night in a run, by size class.
NIGHTLY_RATE = {
    "small": 2800,
    "medium": 3400,
    "large": 4200,
    "giant": 5000,
}

# Extras a booking can ask for: price per night of the stay.
EXTRAS_PER_NIGHT = {
    "walk": 500,
    "meds": 300,
}

# Extras a booking can ask for: price once per stay.
EXTRAS_PER_STAY = {
    "bath": 1200,
}

# Second and further dogs of one booking share a run: this percentage off their nights.
SHARED_RUN_DISCOUNT = 10

# Stays of at least so many nights get this percentage off the nights (longest first).
LONG_STAY_DISCOUNTS = [(14, 15), (7, 10)]
