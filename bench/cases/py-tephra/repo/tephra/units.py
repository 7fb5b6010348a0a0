"""Units used across the survey: thickness, area, volume and mass."""

CM_PER_M = 100.0
M2_PER_KM2 = 1_000_000.0
M3_PER_KM3 = 1_000_000_000.0

DEFAULT_DENSITY = 1000.0  # kg/m3, a loose fall deposit


def cm_to_m(cm):
    return cm / CM_PER_M


def km2_to_m2(km2):
    return km2 * M2_PER_KM2


def m3_to_km3(m3):
    return m3 / M3_PER_KM3


def mass_loading(thickness_cm, density=DEFAULT_DENSITY):
    """Mass per unit area (kg/m2) of a layer of the given thickness and bulk density."""
    return cm_to_m(thickness_cm) * density


def format_volume(m3):
    """A volume for people: cubic kilometres when large, else cubic metres."""
    if m3 >= 1e7:
        return f"{m3_to_km3(m3):.3g} km3"
    return f"{m3:.3g} m3"
