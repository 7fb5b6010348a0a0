"""The standard atmosphere, adjusted to the day's surface temperature."""

from .units import c_to_k, ft_to_m

LAPSE_RATE_K_PER_M = 0.0065
SEA_LEVEL_PRESSURE_PA = 101_325.0
GAS_CONSTANT_AIR = 287.05  # J/(kg K)
GRAVITY = 9.80665


def temperature_c(altitude_ft: float, surface_c: float = 15.0) -> float:
    """Air temperature at an altitude above sea level, falling at the standard lapse rate."""
    return surface_c - LAPSE_RATE_K_PER_M * ft_to_m(altitude_ft)


def pressure_pa(altitude_ft: float) -> float:
    """Pressure of the standard atmosphere at an altitude above sea level."""
    base_k = c_to_k(15.0)
    ratio = 1 - LAPSE_RATE_K_PER_M * ft_to_m(altitude_ft) / base_k
    return SEA_LEVEL_PRESSURE_PA * ratio ** (GRAVITY / (GAS_CONSTANT_AIR * LAPSE_RATE_K_PER_M))


def air_density(altitude_ft: float, surface_c: float = 15.0) -> float:
    """Density of the outside air in kg/m³."""
    return pressure_pa(altitude_ft) / (GAS_CONSTANT_AIR * c_to_k(temperature_c(altitude_ft, surface_c)))
