"""The varieties on sale, their prices in pence per kilogram and the months they can be picked."""

VARIETIES = {
    "bramley": {"fruit": "apple", "pence_per_kg": 180, "months": (9, 11)},
    "cox": {"fruit": "apple", "pence_per_kg": 240, "months": (9, 10)},
    "conference": {"fruit": "pear", "pence_per_kg": 260, "months": (9, 10)},
    "victoria": {"fruit": "plum", "pence_per_kg": 320, "months": (8, 9)},
    "cambridge": {"fruit": "strawberry", "pence_per_kg": 650, "months": (6, 7)},
    "glen-ample": {"fruit": "raspberry", "pence_per_kg": 900, "months": (7, 8)},
}


class UnknownVariety(KeyError):
    """A variety the orchard does not grow."""


def variety(name: str) -> dict:
    try:
        return VARIETIES[name.strip().lower()]
    except KeyError:
        raise UnknownVariety(name) from None


def price_per_kg(name: str) -> int:
    """Pence per kilogram of the variety."""
    return variety(name)["pence_per_kg"]


def fruit_of(name: str) -> str:
    return variety(name)["fruit"]


def in_season(name: str, month: int) -> bool:
    """Whether the variety can be picked in the month (1-12); the months are inclusive."""
    first, last = variety(name)["months"]
    return first <= month <= last
