"""Mixed layer, thermocline and whether the lake is stratified."""

from __future__ import annotations

from .density import density_difference, water_density
from .profile import Profile

STRATIFIED_DENSITY = 0.1  # kg/m3 between surface and bottom
MIN_GRADIENT = 0.1  # kg/m3 per metre for a thermocline


def is_stratified(profile: Profile, threshold: float = STRATIFIED_DENSITY) -> bool:
    return density_difference(profile.surface.temp, profile.bottom.temp) > threshold


def mixed_layer_depth(profile: Profile, delta: float = 1.0) -> float | None:
    """Depth of the first reading more than `delta` °C colder than the surface; None if none is."""
    surface = profile.surface.temp
    for reading in profile.readings:
        if surface - reading.temp > delta:
            return reading.depth
    return None


def density_gradients(profile: Profile) -> list[tuple[float, float]]:
    """(mid depth, kg/m3 per metre) between each pair of neighbouring readings."""
    result = []
    for upper, lower in zip(profile.readings, profile.readings[1:]):
        span = lower.depth - upper.depth
        gradient = (water_density(lower.temp) - water_density(upper.temp)) / span
        result.append(((upper.depth + lower.depth) / 2, gradient))
    return result


def thermocline_depth(profile: Profile, min_gradient: float = MIN_GRADIENT) -> float | None:
    """Mid depth of the steepest density gradient, if it is at least `min_gradient`."""
    gradients = density_gradients(profile)
    if not gradients:
        return None
    depth, gradient = max(gradients, key=lambda pair: pair[1])
    if gradient < min_gradient:
        return None
    return depth
