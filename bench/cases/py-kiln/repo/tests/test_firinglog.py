import pytest

from kiln.firinglog import (
    LogError,
    Reading,
    deviations,
    heating_rate,
    parse,
    reached,
    worst_deviation,
)
from kiln.schedule import Schedule

LOG = """minute,temp
0,21
60,118
120,221

180,318
240,420
"""


@pytest.fixture
def schedule():
    return Schedule("test").add(100, 620, hold=30)


def test_parse():
    readings = parse(LOG)
    assert readings[0] == Reading(0, 21)
    assert len(readings) == 5


def test_parse_sorts_and_rejects():
    assert [r.minute for r in parse("30,50\n10,30\n")] == [10, 30]
    with pytest.raises(LogError, match="line 2"):
        parse("0,20\n10\n")
    with pytest.raises(LogError, match="not a number"):
        parse("0,hot\n")


def test_deviations(schedule):
    diffs = deviations(parse(LOG), schedule)
    assert diffs[0] == (0, 1)
    assert diffs[1] == (60, pytest.approx(-2))
    assert diffs[4] == (240, pytest.approx(0))


def test_worst_deviation(schedule):
    assert worst_deviation(parse(LOG), schedule) == (60, pytest.approx(-2))
    assert worst_deviation([], schedule) is None


def test_heating_rate():
    readings = parse(LOG)
    assert heating_rate(readings, 0, 240) == pytest.approx(99.75)
    assert heating_rate(readings, 60, 120) == pytest.approx(103)
    with pytest.raises(LogError):
        heating_rate(readings, 61, 119)


def test_reached():
    readings = parse(LOG)
    assert reached(readings, 300) == 180
    assert reached(readings, 1000) is None
