import pytest

from valet.vehicles import Vehicle, fits, normalise_plate


def test_plates_are_normalised():
    assert normalise_plate("ab12 cde") == "AB12CDE"
    assert normalise_plate("x-99") == "X99"


@pytest.mark.parametrize("bad", ["", "A", "AB12CDE99", "AB!2"])
def test_bad_plates_rejected(bad):
    with pytest.raises(ValueError):
        normalise_plate(bad)


def test_unknown_size_rejected():
    with pytest.raises(ValueError):
        Vehicle("AB12CDE", size="huge")


@pytest.mark.parametrize(
    "size,bay,ok",
    [
        ("compact", "compact", True),
        ("standard", "compact", False),
        ("large", "standard", True),
        ("oversize", "standard", False),
        ("oversize", "ground", True),
        ("compact", "ground", True),
    ],
)
def test_fits(size, bay, ok):
    assert fits(size, bay) is ok


def test_oversize_needs_ground_level():
    assert Vehicle("VAN1", size="oversize").needs_ground_level()
    assert not Vehicle("CAR1").needs_ground_level()
