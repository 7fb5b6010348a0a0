import pytest

from tephra import geo


def test_distance_one_degree_of_latitude():
    assert geo.distance_km(63.0, -19.0, 64.0, -19.0) == pytest.approx(111.2, abs=0.1)


def test_distance_is_symmetric():
    a = geo.distance_km(63.63, -19.62, 63.75, -19.30)
    b = geo.distance_km(63.75, -19.30, 63.63, -19.62)
    assert a == pytest.approx(b)
    assert a == pytest.approx(20.5, abs=0.2)


@pytest.mark.parametrize(
    "to, expected",
    [((64.0, -19.0), 0.0), ((63.0, -19.0), 180.0)],
)
def test_bearing_along_meridian(to, expected):
    assert geo.bearing_deg(63.5, -19.0, *to) == pytest.approx(expected)


def test_bearing_east():
    assert geo.bearing_deg(0.0, 0.0, 0.0, 1.0) == pytest.approx(90.0)


@pytest.mark.parametrize(
    "bearing, point",
    [(0, "N"), (22.4, "N"), (22.6, "NE"), (100, "E"), (200, "S"), (250, "W"), (337.6, "N"), (359, "N")],
)
def test_compass_point(bearing, point):
    assert geo.compass_point(bearing) == point
