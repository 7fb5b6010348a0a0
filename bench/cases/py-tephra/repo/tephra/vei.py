"""Volcanic Explosivity Index from the erupted tephra volume."""

# Lower bound of the bulk tephra volume (m3) of each index from 1 up.
VEI_THRESHOLDS = [1e4, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12]

DESCRIPTIONS = [
    "non-explosive",
    "gentle",
    "explosive",
    "severe",
    "cataclysmic",
    "paroxysmal",
    "colossal",
    "super-colossal",
    "mega-colossal",
]


def vei(volume_m3):
    """The index 0-8 of a bulk tephra volume."""
    index = 0
    for bound in VEI_THRESHOLDS:
        if volume_m3 >= bound:
            index += 1
    return index


def describe(volume_m3):
    n = vei(volume_m3)
    return f"VEI {n} ({DESCRIPTIONS[n]})"
