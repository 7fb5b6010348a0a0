import pytest

from ringing.biometrics import Biometrics, out_of_range, parse_biometrics
from ringing.species import lookup


def test_parse():
    assert parse_biometrics("67", "11,24", "2") == Biometrics(67, 11.2, 2)
    assert parse_biometrics("52", "8", "") == Biometrics(52, 8.0, 0)


@pytest.mark.parametrize(
    "wing, mass, fat, message",
    [("67.5", "11", "1", "wing"), ("67", "heavy", "1", "mass"), ("67", "11", "9", "fat")],
)
def test_parse_errors(wing, mass, fat, message):
    with pytest.raises(ValueError, match=message):
        parse_biometrics(wing, mass, fat)


def test_out_of_range():
    robin = lookup("ROBIN")
    assert out_of_range(robin, Biometrics(72, 18.4, 1)) == []
    assert out_of_range(robin, Biometrics(62, 25.0, 1)) == [
        "wing 62 mm outside 68-77",
        "mass 25.0 g outside 15.0-22.5",
    ]
