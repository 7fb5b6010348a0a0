import pytest

from pollstation.streets import normalise


@pytest.mark.parametrize(
    "raw, expected",
    [
        ("Mill Road", "Mill Road"),
        ("mill rd", "Mill Road"),
        ("Mill Rd.", "Mill Road"),
        ("Church Ln", "Church Lane"),
        ("Orchard Ave", "Orchard Avenue"),
        ("  High   St ", "High Street"),
    ],
)
def test_normalise(raw, expected):
    assert normalise(raw) == expected


def test_a_single_word_is_left_alone():
    assert normalise("Rd") == "Rd"


def test_empty_name():
    with pytest.raises(ValueError):
        normalise("  . ")
