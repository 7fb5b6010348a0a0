"""Seasons of the northern temperate garden, by month."""

SPRING, SUMMER, AUTUMN, WINTER = "spring", "summer", "autumn", "winter"

_BY_MONTH = {
    12: WINTER, 1: WINTER, 2: WINTER,
    3: SPRING, 4: SPRING, 5: SPRING,
    6: SUMMER, 7: SUMMER, 8: SUMMER,
    9: AUTUMN, 10: AUTUMN, 11: AUTUMN,
}


def season_for(month):
    if month not in _BY_MONTH:
        raise ValueError(f"no month {month!r}")
    return _BY_MONTH[month]


def growing(season):
    return season in (SPRING, SUMMER)
