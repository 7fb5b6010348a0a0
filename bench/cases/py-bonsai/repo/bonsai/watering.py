from datetime import timedelta

from .seasons import growing, season_for


def watering_interval(tree, today):
    """Days between waterings for the tree at this time of year."""
    season = season_for(today.month)
    if growing(season):
        return tree.species.water_summer_days
    return tree.species.water_winter_days


def needs_water(tree, today):
    if tree.last_watered is None:
        return True
    due = tree.last_watered + timedelta(days=watering_interval(tree, today))
    return today >= due
