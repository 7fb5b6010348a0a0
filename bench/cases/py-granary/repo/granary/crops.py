"""Crops the elevator takes in, with their standard weights and moistures."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Crop:
    name: str
    lbs_per_bushel: float
    market_moisture: float  # percent, the moisture a bushel is paid at
    handling_shrink: float  # percent taken off for handling loss when dried


CROPS = {
    "corn": Crop("corn", 56.0, 15.5, 0.5),
    "soybeans": Crop("soybeans", 60.0, 13.0, 0.5),
    "wheat": Crop("wheat", 60.0, 13.5, 0.5),
    "sorghum": Crop("sorghum", 56.0, 14.0, 0.5),
}


def crop(name):
    try:
        return CROPS[name.lower()]
    except KeyError:
        raise ValueError(f"unknown crop: {name}") from None


def bushels(net_lbs, crop_):
    """Wet bushels in a net weight, to the hundredth."""
    if net_lbs < 0:
        raise ValueError("negative weight")
    return round(net_lbs / crop_.lbs_per_bushel, 2)
