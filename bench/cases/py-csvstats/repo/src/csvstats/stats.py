"""Summary statistics over a list of numbers."""

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Summary:
    """What `csvstats` prints for a column."""

    count: int
    mean: float
    median: float
    stdev: float
    low: float
    high: float


def mean(values: list[float]) -> float:
    """The arithmetic mean."""
    return sum(values) / len(values)


def median(values: list[float]) -> float:
    """The middle value; the mean of the two middle values for an even count."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return ordered[middle + 1]
    return (ordered[middle - 1] + ordered[middle]) / 2


def stdev(values: list[float]) -> float:
    """The sample standard deviation (0 for fewer than two values)."""
    if len(values) < 2:
        return 0.0
    centre = mean(values)
    return math.sqrt(sum((v - centre) ** 2 for v in values) / (len(values) - 1))


def summarise(values: list[float]) -> Summary:
    """All statistics of a non-empty column."""
    if not values:
        raise ValueError("no values to summarise")
    return Summary(len(values), mean(values), median(values), stdev(values), min(values), max(values))
