import pytest

from wharfage.vessels import Vessel, imo_check_digit, valid_imo


def test_imo_check_digit():
    assert imo_check_digit("907472") == 9
    assert imo_check_digit("931073") == 3


@pytest.mark.parametrize("number", ["9074729", "IMO 9074729", " imo9310733 "])
def test_valid_imo(number):
    assert valid_imo(number)


@pytest.mark.parametrize("number", ["9074728", "907472", "90747290", "IMO 90A4729"])
def test_invalid_imo(number):
    assert not valid_imo(number)


def test_vessel_rejects_bad_values():
    with pytest.raises(ValueError, match="IMO"):
        Vessel("Nemo", "1234568", 500, 40.0)
    with pytest.raises(ValueError, match="gross tonnage"):
        Vessel("Nemo", "1234567", 0, 40.0)
    with pytest.raises(ValueError, match="kind"):
        Vessel("Nemo", "1234567", 500, 40.0, "submarine")


def test_billable_length_rounds_part_metres_up():
    assert Vessel("A", "1234567", 500, 89.95).billable_length_m == 90
    assert Vessel("B", "1234567", 500, 79.0).billable_length_m == 79
    assert Vessel("C", "1234567", 500, 91.4).billable_length_m == 92
