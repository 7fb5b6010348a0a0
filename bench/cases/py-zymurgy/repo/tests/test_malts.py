import pytest

from zymurgy import malts


def test_lookup():
    assert malts.potential(" Maris Otter ") == 38
    assert malts.lovibond("crystal 60") == 60.0
    with pytest.raises(KeyError, match="unknown fermentable"):
        malts.lookup("marris otter")


def test_gravity_of_a_bill():
    # 4 kg of pale ale malt in 23 L at 72 %
    og = malts.gravity([("pale ale", 4.0)], 23)
    assert og == pytest.approx(1.0385, abs=2e-4)


def test_sugar_counts_in_full():
    low = malts.gravity([("table sugar", 0.5)], 20, efficiency=0.5)
    high = malts.gravity([("table sugar", 0.5)], 20, efficiency=0.9)
    assert low == high == pytest.approx(1.0096, abs=1e-4)


def test_volume_must_be_positive():
    with pytest.raises(ValueError):
        malts.gravity([("pilsner", 1)], 0)
