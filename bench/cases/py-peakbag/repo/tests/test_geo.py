import pytest

from peakbag import distance_km, square_origin


def test_square_origins():
    assert square_origin("NN") == (200_000, 700_000)
    assert square_origin("NS") == (200_000, 600_000)
    assert square_origin("SV") == (0, 0)
    assert square_origin("TQ") == (500_000, 100_000)
    assert square_origin("hp") == (400_000, 1_200_000)


def test_square_letters_checked():
    with pytest.raises(ValueError):
        square_origin("NI")
    with pytest.raises(ValueError):
        square_origin("N")


def test_distance():
    assert distance_km((236_700, 602_800), (236_700, 602_800)) == 0.0
    assert distance_km((0, 0), (3000, 4000)) == 5.0
