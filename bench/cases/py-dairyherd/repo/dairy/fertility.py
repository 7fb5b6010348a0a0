"""Calving intervals and the dates that follow from a service."""

from datetime import timedelta

GESTATION_DAYS = 283
DRY_PERIOD_DAYS = 60
VOLUNTARY_WAITING_DAYS = 45


def expected_calving(service):
    return service + timedelta(days=GESTATION_DAYS)


def dry_off_date(service):
    """Dry the cow off this many days before she is due."""
    return expected_calving(service) - timedelta(days=DRY_PERIOD_DAYS)


def calving_intervals(cow):
    """Days between each calving and the next."""
    return [(b - a).days for a, b in zip(cow.calvings, cow.calvings[1:])]


def mean_calving_interval(herd):
    """The herd's mean calving interval in days, over every interval of every cow."""
    intervals = [i for cow in herd for i in calving_intervals(cow)]
    if not intervals:
        return None
    return sum(intervals) / len(intervals)


def conception(cow):
    """The service that got the cow in calf in her current lactation: the
    last one after her last calving, if any."""
    if cow.last_calving is None:
        return cow.services[-1] if cow.services else None
    after = [s for s in cow.services if s > cow.last_calving]
    return after[-1] if after else None


def days_open(cow, on):
    """Days from the last calving to conception, or to `on` if not yet in calf."""
    if cow.last_calving is None:
        return None
    served = conception(cow)
    end = served if served is not None else on
    return (end - cow.last_calving).days


def due_to_serve(herd, on):
    """Cows past the voluntary waiting period and not served since calving."""
    out = []
    for cow in herd.in_milk():
        if conception(cow) is not None:
            continue
        if (on - cow.last_calving).days >= VOLUNTARY_WAITING_DAYS:
            out.append(cow)
    return out


def due_to_dry_off(herd, on, within_days=14):
    """Cows in milk that are due to be dried off in the coming days, with the date."""
    out = []
    for cow in herd.in_milk():
        served = conception(cow)
        if served is None:
            continue
        dry = dry_off_date(served)
        if on <= dry <= on + timedelta(days=within_days):
            out.append((cow, dry))
    return sorted(out, key=lambda pair: pair[1])
