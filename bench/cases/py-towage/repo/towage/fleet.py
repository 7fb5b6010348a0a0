"""The tug fleet and the harbour master's rules for how many tugs a movement needs."""

from dataclasses import dataclass

from .vessels import length_band

# Minimum number of tugs for each length band, by movement.
MIN_TUGS = {
    "small": {"arrival": 0, "departure": 0, "shift": 0},
    "medium": {"arrival": 1, "departure": 1, "shift": 1},
    "large": {"arrival": 2, "departure": 2, "shift": 1},
    "very large": {"arrival": 3, "departure": 2, "shift": 2},
}

MOVEMENTS = ("arrival", "departure", "shift")

# Bollard pull needed per 1,000 tonnes of gross tonnage, before any allowance.
PULL_PER_KGT = 1.1  # tonnes


@dataclass
class Tug:
    name: str
    bollard_pull: float  # tonnes
    azimuth: bool = True
    available: bool = True


def required_tugs(vessel, movement):
    if movement not in MOVEMENTS:
        raise ValueError(f"unknown movement {movement!r}")
    count = MIN_TUGS[length_band(vessel)][movement]
    if vessel.bow_thruster and count > 1 and movement != "arrival":
        count -= 1
    return count


def required_pull(vessel):
    """Total bollard pull (tonnes) the tugs on a movement must have between them."""
    return round(vessel.gross_tonnage / 1000 * PULL_PER_KGT, 1)


def assign(fleet, vessel, movement):
    """Pick tugs for a movement: the strongest available tugs first, until both
    the minimum count and the required bollard pull are met.

    Raises LookupError when the available fleet cannot cover the movement.
    """
    count = required_tugs(vessel, movement)
    pull = required_pull(vessel) if count else 0.0
    candidates = sorted(
        (t for t in fleet if t.available),
        key=lambda t: (-t.bollard_pull, t.name),
    )
    chosen = []
    total = 0.0
    for tug in candidates:
        if len(chosen) >= count and total >= pull:
            break
        chosen.append(tug)
        total += tug.bollard_pull
    if len(chosen) < count or total < pull:
        raise LookupError(
            f"{vessel.name}: needs {count} tugs and {pull} t bollard pull, "
            f"fleet offers {len(chosen)} with {total} t"
        )
    return chosen
