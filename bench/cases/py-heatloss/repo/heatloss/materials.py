"""Thermal transmittance (U-values, W/m²K) of common constructions in British houses."""

U_VALUES = {
    "solid brick wall": 2.1,
    "cavity wall, unfilled": 1.5,
    "cavity wall, filled": 0.55,
    "timber frame wall": 0.35,
    "internal stud wall": 1.8,
    "internal brick wall": 1.76,
    "single glazing": 4.8,
    "double glazing": 2.8,
    "double glazing, low-e": 1.6,
    "triple glazing": 1.2,
    "timber door": 3.0,
    "insulated door": 1.4,
    "suspended timber floor": 0.7,
    "solid floor": 0.45,
    "intermediate floor": 1.4,
    "loft, 100 mm": 0.4,
    "loft, 270 mm": 0.16,
    "flat roof": 1.5,
}

# The part of the building each construction belongs to, for breakdowns.
PARTS = {
    "wall": ("wall",),
    "glazing": ("glazing",),
    "door": ("door",),
    "floor": ("floor",),
    "roof": ("loft", "roof"),
}


def u_value(construction):
    """U-value of a named construction."""
    try:
        return U_VALUES[construction]
    except KeyError:
        raise ValueError(f"unknown construction {construction!r}") from None


def part_of(construction):
    """Which part of the building (wall, glazing, door, floor, roof) a construction is."""
    for part, words in PARTS.items():
        if any(word in construction for word in words):
            return part
    raise ValueError(f"{construction!r} is not a wall, glazing, door, floor or roof")
