import pytest

from kiln.programs import bisque, crystalline_cool, glaze


def test_bisque_segments():
    schedule = bisque("04")
    assert [(s.rate, s.target, s.hold) for s in schedule.segments] == [
        (80, 600, 0),
        (150, 963, 0),
        (60, 1046, 10),
    ]
    assert schedule.name == "bisque cone 04"


def test_bisque_candle():
    schedule = bisque("04", candle_hours=8)
    first = schedule.segments[0]
    assert (first.rate, first.target, first.hold) == (50, 90, 480)
    assert len(schedule.segments) == 4


def test_glaze():
    schedule = glaze("6")
    assert [(s.rate, s.target, s.hold) for s in schedule.segments] == [
        (110, 600, 0),
        (None, 1122, 0),
        (60, 1222, 10),
    ]
    assert schedule.peak == 1222


def test_glaze_time():
    # 580/110 h + 522/500 h + 100/60 h + 10 min
    assert glaze("6").total_minutes == pytest.approx(489.00, abs=0.01)


def test_crystalline_cool():
    schedule = crystalline_cool(glaze("10"))
    last = schedule.segments[-1]
    assert (last.rate, last.target, last.hold) == (None, 1080, 180)
