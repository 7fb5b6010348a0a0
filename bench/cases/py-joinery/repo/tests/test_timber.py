import pytest

from joinery import timber
from joinery.timber import Section


def test_species_lookup():
    assert timber.species("Oak").name == "European oak"
    assert not timber.species("redwood").hardwood
    with pytest.raises(timber.UnknownSpecies):
        timber.species("teak")


def test_stock_lengths():
    assert timber.STOCK_LENGTHS[0] == 1800
    assert timber.STOCK_LENGTHS[-1] == 5400
    assert len(timber.STOCK_LENGTHS) == 13


def test_sections():
    s = Section(20, 250)
    assert s.sawn() == Section(23, 255)
    assert str(s) == "20 x 250"
    assert Section(12, 95) < Section(20, 95)
    with pytest.raises(ValueError):
        Section(0, 95)


def test_board_price_is_on_the_sawn_volume():
    oak = timber.species("oak")
    # 23 x 255 x 5100 mm = 0.0299115 m3 at £3,100 per m3
    assert timber.board_price(oak, Section(20, 250), 5100) == 9273
    assert timber.volume_m3(Section(20, 250), 1000) == pytest.approx(0.005)
    redwood = timber.species("redwood")
    assert timber.board_price(redwood, Section(12, 95), 2100) == 195
    assert timber.board_weight(redwood, Section(12, 95), 2100) == pytest.approx(1.6065)


@pytest.mark.parametrize(
    "needed, length",
    [(0, 1800), (1648, 1800), (1800, 1800), (1801, 2100), (5216, 5400), (5400, 5400), (5401, None)],
)
def test_shortest_stock_length(needed, length):
    assert timber.shortest_stock_length(needed) == length
