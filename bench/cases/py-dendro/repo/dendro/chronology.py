"""A site chronology: the mean ring-width index of many series, year by year."""

from __future__ import annotations

from dendro.detrend import DEFAULT_WINDOW, ring_width_index
from dendro.series import RingSeries


def build_chronology(
    series: list[RingSeries], ident: str = "MASTER", window: int = DEFAULT_WINDOW
) -> RingSeries:
    """The mean index of every year covered by at least one series.

    Each series is detrended on its own before the means are taken. The series must
    together cover an unbroken run of years.
    """
    if not series:
        raise ValueError("a chronology needs at least one series")
    values: dict[int, list[float]] = {}
    for s in series:
        for year, index in zip(s.years(), ring_width_index(s.widths, window)):
            values.setdefault(year, []).append(index)

    first, last = min(values), max(values)
    missing = [year for year in range(first, last + 1) if year not in values]
    if missing:
        raise ValueError(f"no series covers {missing[0]}")
    means = [round(sum(values[y]) / len(values[y]), 4) for y in range(first, last + 1)]
    return RingSeries(ident, first, means)
