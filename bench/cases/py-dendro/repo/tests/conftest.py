import math
import random

import pytest

from dendro.series import RingSeries


def site_climate(seed: int, first: int = 1700, last: int = 1899) -> dict[int, float]:
    rng = random.Random(seed)
    return {year: rng.uniform(0.5, 1.5) for year in range(first, last + 1)}


def grow(ident: str, climate: dict[int, float], first: int, last: int, seed: int) -> RingSeries:
    """A core of a tree that put on its first measured ring in `first`."""
    rng = random.Random(seed)
    widths = []
    for age, year in enumerate(range(first, last + 1)):
        growth = 2.5 * math.exp(-age / 80) + 0.4
        widths.append(round(growth * climate[year] * rng.uniform(0.9, 1.1), 2))
    return RingSeries(ident, first, widths)


@pytest.fixture(scope="session")
def climate():
    return site_climate(41)


@pytest.fixture(scope="session")
def site(climate):
    spans = [(1700, 1820), (1715, 1860), (1740, 1899), (1790, 1899), (1700, 1899), (1830, 1899)]
    return [grow(f"OAK{i:02d}", climate, a, b, seed=100 + i) for i, (a, b) in enumerate(spans, start=1)]
