"""Weighing at the gate: the scale reads the container too, so its tare comes off."""

from orchard.catalog import variety

TARE_G = {"punnet": 20, "basket": 350, "bag": 5, "own": 0}


class WeighingError(ValueError):
    """A reading the till cannot use."""


def tare(container: str) -> int:
    try:
        return TARE_G[container]
    except KeyError:
        raise WeighingError(f"unknown container {container!r}") from None


def weigh(name: str, container: str, scale_g: int) -> dict:
    """One weighed container of fruit: the variety and the grams of fruit (the reading less the tare)."""
    variety(name)  # an unknown variety fails here, at the gate, not at the till
    if scale_g < 0:
        raise WeighingError("negative reading")
    grams = scale_g - tare(container)
    if grams <= 0:
        raise WeighingError(f"{scale_g} g is no more than an empty {container}")
    return {"variety": name, "container": container, "grams": grams}
