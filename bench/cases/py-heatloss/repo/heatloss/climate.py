"""Design conditions: outside temperatures by town, room temperatures and air changes by kind of room."""

# External design temperature (°C), exceeded 99.6% of the year.
DESIGN_TEMPERATURES = {
    "Aberdeen": -3.9,
    "Inverness": -4.6,
    "Edinburgh": -3.4,
    "Newcastle": -3.0,
    "Manchester": -2.2,
    "Birmingham": -3.0,
    "Norwich": -2.6,
    "Cardiff": -1.6,
    "London": -1.8,
    "Plymouth": -0.4,
}

# Heating degree days a year, base 15.5 °C.
DEGREE_DAYS = {
    "Aberdeen": 2611,
    "Inverness": 2640,
    "Edinburgh": 2442,
    "Newcastle": 2298,
    "Manchester": 2188,
    "Birmingham": 2225,
    "Norwich": 2148,
    "Cardiff": 1984,
    "London": 1793,
    "Plymouth": 1754,
}

# Design room temperatures (°C) and air changes an hour, by kind of room.
ROOM_TEMPERATURES = {
    "living": 21.0,
    "dining": 21.0,
    "study": 21.0,
    "kitchen": 18.0,
    "bedroom": 18.0,
    "hall": 18.0,
    "landing": 18.0,
    "wc": 18.0,
    "bathroom": 22.0,
}

AIR_CHANGES = {
    "living": 1.5,
    "dining": 1.5,
    "study": 1.5,
    "kitchen": 2.0,
    "bedroom": 1.0,
    "hall": 2.0,
    "landing": 2.0,
    "wc": 3.0,
    "bathroom": 3.0,
}


def design_temperature(town):
    try:
        return DESIGN_TEMPERATURES[town]
    except KeyError:
        raise ValueError(f"no design temperature for {town}") from None


def degree_days(town):
    try:
        return DEGREE_DAYS[town]
    except KeyError:
        raise ValueError(f"no degree days for {town}") from None


def room_temperature(kind):
    try:
        return ROOM_TEMPERATURES[kind]
    except KeyError:
        raise ValueError(f"unknown kind of room {kind!r}") from None


def air_changes(kind):
    try:
        return AIR_CHANGES[kind]
    except KeyError:
        raise ValueError(f"unknown kind of room {kind!r}") from None
