"""Units: aviation keeps feet and knots, the physics wants metres and kelvin."""

FT_TO_M = 0.3048
KT_TO_MS = 1852 / 3600
KM_PER_NM = 1.852
ZERO_C_IN_K = 273.15


def ft_to_m(feet: float) -> float:
    return feet * FT_TO_M


def kt_to_kmh(knots: float) -> float:
    return knots * KM_PER_NM


def c_to_k(celsius: float) -> float:
    return celsius + ZERO_C_IN_K
