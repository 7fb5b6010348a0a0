"""The moon's age and lit fraction on a trap night (a bright moon means fewer moths)."""

import math
from datetime import datetime, timedelta, timezone

SYNODIC_MONTH = 29.530588853
_NEW_MOON = datetime(2000, 1, 6, 18, 14, tzinfo=timezone.utc)


def moon_age(night):
    """Days since the last new moon at local midnight after the night's date."""
    midnight = datetime.combine(night + timedelta(days=1), datetime.min.time(), timezone.utc)
    days = (midnight - _NEW_MOON).total_seconds() / 86400
    return days % SYNODIC_MONTH


def illumination(night):
    """The lit fraction of the moon's disc, 0 (new) to 1 (full), two decimals."""
    phase = 2 * math.pi * moon_age(night) / SYNODIC_MONTH
    return round((1 - math.cos(phase)) / 2, 2)


def is_bright(night, threshold=0.75):
    return illumination(night) >= threshold

