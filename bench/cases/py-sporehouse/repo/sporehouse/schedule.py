"""When a bag colonises and when its flushes come."""

from datetime import date, timedelta

from .strains import Strain


def fruiting_from(strain: Strain, inoculated: date) -> date:
    return inoculated + timedelta(days=strain.colonise_days)


def flush_dates(strain: Strain, inoculated: date) -> list[date]:
    first = fruiting_from(strain, inoculated)
    return [first + timedelta(days=strain.flush_every_days * i) for i in range(strain.flushes)]


def spent_on(strain: Strain, inoculated: date) -> date:
    """The day after the last flush is picked, when the bag goes to compost."""
    return flush_dates(strain, inoculated)[-1] + timedelta(days=1)
