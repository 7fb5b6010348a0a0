from datetime import datetime

import pytest

from chairlift.lifts import LiftError
from chairlift.scans import Gatelog

from .area import glenmore, passes


def at(hh, mm, ss=0, day=13):
    return datetime(2027, 2, day, hh, mm, ss)


def day_of_scans():
    log = Gatelog(glenmore(), passes())
    for t in [at(9, 5), at(9, 40), at(10, 20)]:
        log.scan("P-1001", "Summit", t)
    log.scan("P-1001", "Eagle", at(11, 0))
    log.scan("P-1002", "Nursery", at(9, 30))
    log.scan("P-1002", "Nursery", at(9, 30, 40))  # double read
    log.scan("P-1002", "Nursery", at(9, 45))
    log.scan("P-1002", "Eagle", at(10, 10))
    log.scan("P-1003", "Eagle", at(9, 0))  # pass was for yesterday
    log.scan("P-1004", "Ridge", at(10, 15))
    log.scan("P-9999", "Ridge", at(10, 16))  # no such pass
    log.scan("P-1004", "Ridge", at(10, 35))
    return log


def test_rides_and_refusals():
    log = day_of_scans()
    assert log.rides_by_lift() == {"Summit": 3, "Eagle": 2, "Nursery": 2, "Ridge": 2}
    assert log.rides_by_pass() == {"P-1001": 4, "P-1002": 3, "P-1004": 2}
    assert [s.pass_number for s in log.refused] == ["P-1003", "P-9999"]


def test_double_read_opens_gate_without_counting():
    log = Gatelog(glenmore(), passes())
    assert log.scan("P-1002", "Nursery", at(9, 30))
    assert log.scan("P-1002", "Nursery", at(9, 31))
    assert log.rides_by_pass()["P-1002"] == 1


def test_vertical_by_pass():
    assert day_of_scans().vertical_by_pass() == {"P-1001": 2180.0, "P-1002": 396.0, "P-1004": 500.0}


def test_busiest_hour():
    log = day_of_scans()
    assert log.busiest_hour("Summit") == 9
    assert log.busiest_hour("Ridge") == 10
    assert log.busiest_hour("Eagle") == 10


def test_unknown_lift():
    with pytest.raises(LiftError):
        Gatelog(glenmore(), passes()).scan("P-1001", "Corrie", at(9, 0))


def test_busiest_hour_no_rides():
    assert Gatelog(glenmore(), passes()).busiest_hour("Ridge") is None
