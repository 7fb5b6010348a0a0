"""Moisture shrink: wet bushels brought down to dry bushels at market moisture."""


def water_shrink(moisture, target):
    """Percent of weight lost drying from `moisture` down to `target`."""
    if moisture <= target:
        return 0.0
    return (moisture - target) / (100.0 - target) * 100.0


def shrink_percent(moisture, target, handling=0.5):
    """Water shrink plus the handling allowance, which only applies to wet grain."""
    water = water_shrink(moisture, target)
    if water == 0.0:
        return 0.0
    return round(water + handling, 2)


def dry_bushels(wet_bushels, moisture, target, handling=0.5):
    """Bushels left once a load at `moisture` is dried to `target`."""
    shrink = shrink_percent(moisture, target, handling)
    return round(wet_bushels * (1 - shrink / 100.0), 2)


def drying_charge(wet_bushels, moisture, target, rate_per_point=0.04):
    """Charge for drying: rate per wet bushel per point (or part) above target."""
    if moisture <= target:
        return 0.0
    points = moisture - target
    return round(wet_bushels * points * rate_per_point, 2)
