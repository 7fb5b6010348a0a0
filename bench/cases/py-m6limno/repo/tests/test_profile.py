import pytest

from limno import Profile, Reading, parse_profile

from .casts import SUMMER, WINTER


def test_header_and_readings():
    assert SUMMER.lake == "Llyn Cerrig"
    assert SUMMER.date == "2026-08-14"
    assert SUMMER.altitude == 240
    assert SUMMER.notes == ["sonde 2, calm, overcast"]
    assert len(SUMMER.readings) == 13
    assert SUMMER.surface == Reading(0.0, 21.4, 8.9)
    assert SUMMER.bottom == Reading(16.0, 6.2, 0.4)
    assert SUMMER.max_depth == 16


def test_fahrenheit_column():
    assert WINTER.surface.temp == pytest.approx(4.222, abs=0.001)
    assert WINTER.bottom.temp == pytest.approx(4.0)


def test_readings_are_sorted_by_depth():
    profile = parse_profile("depth,temp\n5,9\n0,15\n2,14\n")
    assert [r.depth for r in profile.readings] == [0, 2, 5]
    assert profile.surface.temp == 15


def test_missing_oxygen_cell():
    profile = parse_profile("depth,temp,do\n0,15,9.1\n1,14.8,\n")
    assert profile.readings[1].do is None


@pytest.mark.parametrize(
    "text, message",
    [
        ("depth,temp,ph\n0,15,7\n", "unknown column"),
        ("temp\n15\n", "no depth column"),
        ("depth,do\n0,9\n", "no temperature column"),
        ("depth,temp\n0,15,1\n", "3 cells for 2 columns"),
        ("depth,temp\n0,15\n0,14\n", "same depth"),
        ("depth,temp\n", "at least one reading"),
    ],
)
def test_errors(text, message):
    with pytest.raises(ValueError, match=message):
        parse_profile(text)


def test_direct_construction_sorts_a_copy():
    readings = [Reading(3, 10), Reading(0, 12)]
    profile = Profile("x", "", readings)
    assert [r.depth for r in profile.readings] == [0, 3]
    assert [r.depth for r in readings] == [3, 0]
