"""US grade of a load from test weight, damaged kernels and foreign material.

Limits follow the USDA corn and soybean grade tables: a load takes the worst
grade any of its factors allows; past the last grade it is Sample grade.
"""

# grade: (minimum test weight lb/bu, maximum damage %, maximum foreign material %)
GRADE_LIMITS = {
    "corn": [
        (1, 56.0, 3.0, 2.0),
        (2, 54.0, 5.0, 3.0),
        (3, 52.0, 7.0, 4.0),
        (4, 49.0, 10.0, 5.0),
        (5, 46.0, 15.0, 7.0),
    ],
    "soybeans": [
        (1, 56.0, 2.0, 1.0),
        (2, 54.0, 3.0, 2.0),
        (3, 52.0, 5.0, 3.0),
        (4, 49.0, 8.0, 5.0),
    ],
    "wheat": [
        (1, 60.0, 2.0, 0.4),
        (2, 58.0, 4.0, 0.7),
        (3, 56.0, 7.0, 1.3),
        (4, 54.0, 10.0, 3.0),
        (5, 51.0, 15.0, 5.0),
    ],
}

SAMPLE = "Sample"


def grade(crop_name, test_weight, damage=0.0, foreign_material=0.0):
    """The numeric grade (1 best), or SAMPLE."""
    limits = GRADE_LIMITS.get(crop_name)
    if limits is None:
        raise ValueError(f"no grade table for {crop_name}")
    for number, min_tw, max_damage, max_fm in limits:
        if test_weight >= min_tw and damage <= max_damage and foreign_material <= max_fm:
            return number
    return SAMPLE


def grade_ticket(ticket):
    return grade(ticket.crop_name, ticket.test_weight, ticket.damage, ticket.foreign_material)


def label(crop_name, grade_):
    if grade_ == SAMPLE:
        return f"Sample grade {crop_name}"
    return f"US No. {grade_} {crop_name}"
