from datetime import date

import pytest

from sporehouse.strains import strain
from sporehouse.substrate import batch


@pytest.fixture
def shiitake_batch():
    return batch("S-1105", strain("SHI"), 10_000)


@pytest.fixture
def oyster_batch():
    return batch("P-1112", strain("POS"), 12_000)


@pytest.fixture
def inoculated():
    return date(2026, 11, 5)
