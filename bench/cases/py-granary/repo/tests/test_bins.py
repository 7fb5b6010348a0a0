import pytest

from granary.bins import Bin, BinFull, Yard


def test_fill_and_draw():
    b = Bin("B1", 10_000)
    b.fill("corn", 4_000)
    assert b.space == 6_000
    b.draw(4_000)
    assert b.crop_name is None


def test_one_crop_per_bin():
    b = Bin("B1", 10_000)
    b.fill("corn", 100)
    with pytest.raises(ValueError, match="holds corn"):
        b.fill("soybeans", 100)


def test_overfill():
    with pytest.raises(BinFull):
        Bin("B1", 1_000).fill("corn", 1_000.5)


def test_yard_prefers_a_bin_of_the_same_crop():
    yard = Yard([Bin("B1", 5_000), Bin("B2", 5_000, "corn")])
    assert yard.place("corn", 1_000).name == "B2"
    assert yard.place("soybeans", 1_000).name == "B1"
    assert yard.on_hand("corn") == 1_000


def test_yard_full():
    yard = Yard([Bin("B1", 500)])
    with pytest.raises(BinFull, match="no bin"):
        yard.place("corn", 600)
