import math

import pytest

from smithy.items import Hook, Ring, Straight, drawn_length, stock_for_drawn
from smithy.stock import Bar


def test_ring_on_mean_diameter_with_weld():
    bar = Bar("round", 10)
    assert Ring(80).stock_mm(bar) == pytest.approx(math.pi * 90 + 15)
    assert Ring(80, welded=False).stock_mm(bar) == pytest.approx(math.pi * 90)


def test_ring_of_flat_bent_the_easy_way():
    assert Ring(100, welded=False).stock_mm(Bar("flat", 25, 5)) == pytest.approx(math.pi * 105)


def test_hook():
    assert Hook(120, 30).stock_mm(Bar("square", 8)) == pytest.approx(120 + math.pi * 38)


def test_straight():
    assert Straight(950).stock_mm(Bar("square", 12)) == 950


def test_drawing_out_keeps_the_volume():
    assert drawn_length(Bar("square", 20), 100, Bar("square", 10)) == pytest.approx(400)
    assert stock_for_drawn(Bar("square", 20), 400, Bar("square", 10)) == pytest.approx(100)
