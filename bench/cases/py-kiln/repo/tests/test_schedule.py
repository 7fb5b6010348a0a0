import pytest

from kiln.schedule import Schedule, ScheduleError, Segment


@pytest.fixture
def simple():
    # 20 -> 620 at 100/h (6h), hold 30m, 620 -> 1220 at 200/h (3h), hold 15m
    return Schedule("test").add(100, 620, hold=30).add(200, 1220, hold=15)


def test_segment_checks():
    with pytest.raises(ScheduleError):
        Segment(0, 100)
    with pytest.raises(ScheduleError):
        Segment(100, 100, hold=-1)
    assert Segment(None, 900).is_full


def test_minutes(simple):
    assert simple.segment_minutes(0) == pytest.approx(390)
    assert simple.segment_minutes(1) == pytest.approx(195)
    assert simple.total_minutes == pytest.approx(585)


def test_full_rate_uses_the_kiln_rate():
    schedule = Schedule("crash", start_temp=1220, full_rate=400).add(None, 1020)
    assert schedule.total_minutes == pytest.approx(30)


def test_profile(simple):
    assert simple.profile() == [
        (0.0, 20.0),
        (360.0, 620.0),
        (390.0, 620.0),
        (570.0, 1220.0),
        (585.0, 1220.0),
    ]


def test_temperature_at(simple):
    assert simple.temperature_at(-5) == 20
    assert simple.temperature_at(180) == pytest.approx(320)
    assert simple.temperature_at(375) == 620
    assert simple.temperature_at(480) == pytest.approx(920)
    assert simple.temperature_at(10_000) == 1220


def test_peak(simple):
    assert simple.peak == 1220
    assert Schedule("empty").peak == 20


def test_validate(simple):
    assert simple.validate(max_temp=1300, max_rate=300) == []
    problems = simple.validate(max_temp=1200, max_rate=150)
    assert problems == [
        "segment 2: target 1220°C is above the kiln's 1200°C",
        "segment 2: rate 200°C/h is above the kiln's 150°C/h",
    ]


def test_validate_empty_and_idle_segments():
    assert Schedule("empty").validate() == ["schedule has no segments"]
    idle = Schedule("idle").add(100, 20)
    assert idle.validate() == ["segment 1: goes nowhere and holds for nothing"]
