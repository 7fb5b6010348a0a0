import pytest

from chairlift.queue import board_text, throughput, wait_minutes

from .area import glenmore


def test_throughput():
    area = glenmore()
    assert throughput(area["Eagle"]) == pytest.approx(17.0)
    assert throughput(area["Eagle"], slow=True) == pytest.approx(10.2)


def test_wait_rounds_up():
    eagle = glenmore()["Eagle"]
    assert wait_minutes(eagle, 0) == 0
    assert wait_minutes(eagle, 17) == 1
    assert wait_minutes(eagle, 18) == 2
    assert wait_minutes(eagle, 170, slow=True) == 17


def test_negative_line():
    with pytest.raises(ValueError):
        wait_minutes(glenmore()["Eagle"], -3)


def test_board_text():
    area = glenmore()
    assert board_text(area["Summit"], 0) == "Summit: no wait"
    assert board_text(area["Summit"], 300) == "Summit: 10 min"
    assert board_text(area["Ridge"], 1000) == "Ridge: 45+ min"
