from __future__ import annotations

from snowgroomer.plan import night_plan
from snowgroomer.report import clock_after, night_sheet


def test_clock_runs_past_midnight():
    assert clock_after("21:00", 200) == "00:20"
    assert clock_after("23:59", 1) == "00:00"


def test_night_sheet(config, pistes):
    sheet = night_sheet(night_plan(pistes, config), config)
    assert sheet == [
        "21:00  Nursery Slope  green  24 min",
        "21:24  Reindeer Run   blue   60 min",
        "22:24  Ptarmigan      red    66 min",
        "23:30  Fiacaill Ridge black  24 min",
        "done by 23:54, fuel 69.6 l",
        "thin snow: Coire Cas (20 cm)",
    ]
