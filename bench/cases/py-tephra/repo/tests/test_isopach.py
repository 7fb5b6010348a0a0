import io
import math

import pytest

from tephra import isopach
from tephra.isopach import Isopach


def test_read_isopachs():
    text = "thickness_cm,area_km2\n64,4\n\n32,25\n"
    assert isopach.read_isopachs(io.StringIO(text)) == [Isopach(64.0, 4.0), Isopach(32.0, 25.0)]


def test_fit(isopachs):
    th = isopach.fit(isopachs)
    assert th.k == pytest.approx(math.log(2) / 3000.0)
    assert th.t0_m == pytest.approx(0.64 * 2 ** (2 / 3))
    assert th.half_distance_m == pytest.approx(3000.0)


def test_fit_needs_two_isopachs():
    with pytest.raises(ValueError):
        isopach.fit([Isopach(10.0, 5.0)])


def test_fit_rejects_thickening():
    with pytest.raises(ValueError):
        isopach.fit([Isopach(10.0, 5.0), Isopach(20.0, 50.0)])


def test_volume(isopachs):
    assert isopach.volume_m3(isopachs) == pytest.approx(3.806e7, rel=1e-3)


def test_mass(isopachs):
    assert isopach.mass_kg(isopachs, 1000.0) == pytest.approx(3.806e10, rel=1e-3)
