"""Height of tide by the rule of twelfths and tide windows for deep-draught vessels."""

from datetime import timedelta

# Share of the range the tide rises (or falls) in each of the six hours
# between low and high water, as cumulative twelfths.
TWELFTHS = (0, 1, 3, 6, 9, 11, 12)

CHART_DEPTH = 11.5  # metres below chart datum in the approach channel
UNDER_KEEL = 0.10  # required under-keel clearance, fraction of draught
MIN_UNDER_KEEL = 1.0  # metres, whatever the draught


def height_at(low_water, low_height, high_water, high_height, when):
    """Height of tide (metres above chart datum) at `when` on a rising or falling tide.

    `low_water` and `high_water` are the datetimes of the adjoining low and high
    water; the tide is rising if low water comes first.
    """
    start, end = sorted((low_water, high_water))
    if not start <= when <= end:
        raise ValueError("time is outside the tide")
    duration = (end - start).total_seconds()
    rising = low_water < high_water
    elapsed = (when - start).total_seconds() / duration * 6
    whole = int(elapsed)
    if whole >= 6:
        fraction = 12.0
    else:
        part = elapsed - whole
        fraction = TWELFTHS[whole] + (TWELFTHS[whole + 1] - TWELFTHS[whole]) * part
    tide_range = high_height - low_height
    if rising:
        return round(low_height + tide_range * fraction / 12, 2)
    return round(high_height - tide_range * fraction / 12, 2)


def clearance_needed(draught):
    return max(draught * UNDER_KEEL, MIN_UNDER_KEEL)


def height_needed(draught, chart_depth=CHART_DEPTH):
    """Height of tide needed for a vessel of this draught to use the channel."""
    return round(max(0.0, draught + clearance_needed(draught) - chart_depth), 2)


def window(low_water, low_height, high_water, high_height, draught, step_minutes=10):
    """The part of a rising tide in which the channel is deep enough.

    Returns (opens, closes) for the rising tide from `low_water` to `high_water`
    (the vessel can use the channel from `opens` until high water, and the same
    time after high water, when the falling tide is symmetric), or None when
    even high water is not enough.
    """
    needed = height_needed(draught)
    if high_height < needed:
        return None
    if low_height >= needed:
        return low_water, high_water + (high_water - low_water)
    step = timedelta(minutes=step_minutes)
    t = low_water
    while t <= high_water:
        if height_at(low_water, low_height, high_water, high_height, t) >= needed:
            return t, high_water + (high_water - t)
        t += step
    return high_water, high_water
