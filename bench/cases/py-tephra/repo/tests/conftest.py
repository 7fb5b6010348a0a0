import pytest

from tephra.isopach import Isopach
from tephra.pits import Pit

VENT = (63.63, -19.62)


@pytest.fixture
def isopachs():
    # Halving every 3 km of sqrt(area), 64 cm at sqrt(A) = 2 km.
    return [Isopach(64.0, 4.0), Isopach(32.0, 25.0), Isopach(16.0, 64.0), Isopach(8.0, 121.0)]


@pytest.fixture
def pit_list():
    return [
        Pit("P01", 63.66, -19.50, 42.0, 1100.0),
        Pit("P02", 63.70, -19.40, 21.5, 1000.0),
        Pit("P03", 63.60, -19.70, 6.0),
        Pit("P04", 63.75, -19.30, 9.5, 950.0),
    ]
