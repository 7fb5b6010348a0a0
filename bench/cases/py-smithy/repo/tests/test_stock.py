import math

import pytest

from smithy.stock import Bar, area_mm2, parse_bar, weight_kg
from smithy.units import UnitError


def test_parse_bar():
    assert parse_bar("10 round") == Bar("round", 10.0)
    assert parse_bar("12mm square") == Bar("square", 12.0)
    assert parse_bar("40 x 6 flat") == Bar("flat", 40.0, 6.0)
    assert parse_bar("19 HEX") == Bar("hex", 19.0)


@pytest.mark.parametrize("text", ["10 tube", "40 flat", "10 x 10 round", "round"])
def test_parse_bar_rejects(text):
    with pytest.raises((UnitError, ValueError)):
        parse_bar(text)


def test_labels():
    assert Bar("round", 10.0).label == "10 round"
    assert Bar("flat", 40.0, 6.0).label == "40 x 6 flat"


def test_areas():
    assert area_mm2(Bar("round", 10)) == pytest.approx(math.pi * 25)
    assert area_mm2(Bar("square", 12)) == 144
    assert area_mm2(Bar("flat", 40, 6)) == 240
    assert area_mm2(Bar("hex", 19)) == pytest.approx(312.6, abs=0.1)


def test_weight_of_a_metre():
    # the merchant's tables: 10 round 0.617 kg/m, 12 square 1.13 kg/m, 40 x 6 flat 1.88 kg/m
    assert weight_kg(Bar("round", 10), 1000) == pytest.approx(0.617, abs=0.001)
    assert weight_kg(Bar("square", 12), 1000) == pytest.approx(1.130, abs=0.001)
    assert weight_kg(Bar("flat", 40, 6), 1000) == pytest.approx(1.884, abs=0.001)


def test_weight_scales_with_length():
    bar = Bar("square", 20)
    assert weight_kg(bar, 250) == pytest.approx(weight_kg(bar, 1000) / 4)
