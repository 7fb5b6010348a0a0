import pytest

from zymurgy import colour


def test_srm_of_pale_beer():
    assert colour.srm([("pilsner", 4.5)], 23) == pytest.approx(2.9, abs=0.1)


def test_mcu_scales_with_volume():
    bill = [("munich", 2.0)]
    assert colour.mcu(bill, 10) == pytest.approx(2 * colour.mcu(bill, 20))


def test_describe():
    assert colour.describe(3) == "straw"
    assert colour.describe(10) == "amber"
    assert colour.describe(17.9) == "copper"
    assert colour.describe(40) == "black"
