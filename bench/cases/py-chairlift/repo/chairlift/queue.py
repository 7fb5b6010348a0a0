"""Lift lines: how long the wait is, from the count of people in the maze."""

import math

# a lift running slow (wind) runs at this share of its rope speed and carrier rate
SLOW_FACTOR = 0.6
# share of seats actually filled: singles, families splitting up, lifties' judgement
LOAD_FACTOR = {"chair": 0.85, "detachable": 0.8, "gondola": 0.75, "drag": 0.9, "carpet": 1.0}


def throughput(lift, slow=False) -> float:
    """Riders per minute actually loaded."""
    per_min = lift.capacity_per_hour / 60 * LOAD_FACTOR[lift.kind]
    return per_min * SLOW_FACTOR if slow else per_min


def wait_minutes(lift, in_line: int, slow=False) -> int:
    """Whole minutes a rider joining the back of the line waits, rounded up."""
    if in_line < 0:
        raise ValueError("a line cannot be negative")
    if in_line == 0:
        return 0
    return math.ceil(in_line / throughput(lift, slow))


def board_text(lift, in_line: int, slow=False) -> str:
    m = wait_minutes(lift, in_line, slow)
    if m == 0:
        return f"{lift.name}: no wait"
    if m > 45:
        return f"{lift.name}: 45+ min"
    return f"{lift.name}: {m} min"
