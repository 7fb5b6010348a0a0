import pytest

from tephra import grainsize

# phi, grams retained, coarse to fine
SIEVES = [(-2.0, 5.0), (-1.0, 15.0), (0.0, 30.0), (1.0, 30.0), (2.0, 15.0), (3.0, 5.0)]


def test_phi_and_diameter():
    assert grainsize.phi(1.0) == 0.0
    assert grainsize.phi(0.25) == 2.0
    assert grainsize.phi(4.0) == -2.0
    assert grainsize.diameter_mm(3.0) == 0.125


def test_cumulative():
    curve = grainsize.cumulative(SIEVES)
    assert [c for _, c in curve] == pytest.approx([5, 20, 50, 80, 95, 100])


def test_cumulative_empty():
    with pytest.raises(ValueError):
        grainsize.cumulative([(0.0, 0.0)])


def test_percentile_interpolates():
    curve = grainsize.cumulative(SIEVES)
    assert grainsize.percentile(curve, 50.0) == 0.0
    assert grainsize.percentile(curve, 35.0) == pytest.approx(-0.5)
    assert grainsize.percentile(curve, 2.0) == -2.0


def test_inman():
    md, sigma = grainsize.inman(SIEVES)
    assert md == 0.0
    assert sigma == pytest.approx((1.0 + 4 / 15 - (-1.0 - 4 / 15)) / 2)
