"""Similarity of two ring-width curves over their overlap."""

from __future__ import annotations

import math


def pearson(a: list[float], b: list[float]) -> float:
    if len(a) != len(b):
        raise ValueError("series of different lengths")
    n = len(a)
    if n < 3:
        raise ValueError("need at least three years")
    mean_a = sum(a) / n
    mean_b = sum(b) / n
    cov = sum((x - mean_a) * (y - mean_b) for x, y in zip(a, b))
    var_a = sum((x - mean_a) ** 2 for x in a)
    var_b = sum((y - mean_b) ** 2 for y in b)
    if var_a == 0 or var_b == 0:
        return 0.0
    return cov / math.sqrt(var_a * var_b)


def t_value(r: float, n: int) -> float:
    """Student's t of a correlation r over n years (the Baillie-Pilcher t uses the same formula)."""
    if n < 3:
        raise ValueError("need at least three years")
    if r >= 1.0:
        return math.inf
    if r <= -1.0:
        return -math.inf
    return r * math.sqrt(n - 2) / math.sqrt(1 - r * r)


def _steps(values: list[float]) -> list[float]:
    steps = []
    for prev, cur in zip(values, values[1:]):
        steps.append(0.5 if cur > prev else -0.5 if cur < prev else 0.0)
    return steps


def glk(a: list[float], b: list[float]) -> float:
    """Gleichläufigkeit: the share of year-to-year steps that go the same way in both curves."""
    if len(a) != len(b):
        raise ValueError("series of different lengths")
    if len(a) < 2:
        raise ValueError("need at least two years")
    steps = list(zip(_steps(a), _steps(b)))
    return sum(abs(x + y) for x, y in steps) / len(steps)
