"""Densities and water-equivalent conversions.

Mass balance is expressed in metres of water equivalent (m w.e.): the depth of
water that the gained or lost snow, firn or ice would make.
"""

WATER_DENSITY = 1000.0  # kg m-3
ICE_DENSITY = 900.0  # kg m-3, glacier ice
FIRN_DENSITY = 600.0  # kg m-3, default for stakes drilled in firn

SURFACE_DENSITY = {
    "ice": ICE_DENSITY,
    "firn": FIRN_DENSITY,
}


def cm_to_m(value_cm: float) -> float:
    return value_cm / 100.0


def water_equivalent(thickness_m: float, density: float) -> float:
    """Thickness of a layer of the given density as metres of water equivalent."""
    if density <= 0:
        raise ValueError(f"density must be positive, got {density}")
    return thickness_m * density / WATER_DENSITY


def surface_density(surface: str) -> float:
    try:
        return SURFACE_DENSITY[surface]
    except KeyError:
        raise ValueError(f"unknown stake surface {surface!r}") from None
