from __future__ import annotations

import pytest

from snowgroomer.pistes import parse_pistes


def test_snow_report_is_read(pistes, by_name):
    assert len(pistes) == 5
    assert by_name["Ptarmigan"].length_m == 2200
    assert by_name["Coire Cas"].depth_cm == 20


def test_priority_follows_colour(by_name):
    assert by_name["Nursery Slope"].priority < by_name["Reindeer Run"].priority < by_name["Fiacaill Ridge"].priority


def test_bad_lines():
    with pytest.raises(ValueError, match="want 5 fields"):
        parse_pistes(["A | green | 100"])
    with pytest.raises(ValueError, match="unknown colour"):
        parse_pistes(["A | purple | 100 | 10 | 30"])
