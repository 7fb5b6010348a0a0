"""Detrending: ring-width indices that take out the slow change of growth with age."""

from __future__ import annotations

DEFAULT_WINDOW = 11


def moving_average(values: list[float], window: int = DEFAULT_WINDOW) -> list[float]:
    """The centred moving average; near the ends the window shrinks to the values there are."""
    if window < 1 or window % 2 == 0:
        raise ValueError("the window must be a positive odd number of years")
    half = window // 2
    out = []
    for i in range(len(values)):
        part = values[max(0, i - half) : i + half + 1]
        out.append(sum(part) / len(part))
    return out


def ring_width_index(widths: list[float], window: int = DEFAULT_WINDOW) -> list[float]:
    """Each width divided by its moving average: about 1.0 in an ordinary year."""
    trend = moving_average(widths, window)
    return [w / t if t > 0 else 0.0 for w, t in zip(widths, trend)]
