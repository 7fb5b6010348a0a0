import io

import pytest

from tephra import pits
from tephra.units import DEFAULT_DENSITY

from .conftest import VENT

SHEET = """site,lat,lon,thickness_cm,density
P01,63.66,-19.50,42.0,1100
P02,63.70,-19.40,21.5,
 P03 ,63.60,-19.70,6,1000
"""


def test_read_pits():
    got = pits.read_pits(io.StringIO(SHEET))
    assert [p.site for p in got] == ["P01", "P02", "P03"]
    assert got[0].density == 1100.0
    assert got[1].density == DEFAULT_DENSITY
    assert got[2].thickness_cm == 6.0


def test_loading(pit_list):
    assert pit_list[0].loading == pytest.approx(462.0)
    assert pits.max_loading(pit_list) == pytest.approx(462.0)


def test_dispersal_axis(pit_list):
    assert pits.dispersal_axis(VENT, pit_list) == "NE"
