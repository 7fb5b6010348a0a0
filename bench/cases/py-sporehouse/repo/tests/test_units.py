import pytest

from sporehouse.units import format_mass, parse_mass


@pytest.mark.parametrize("text, grams", [("2.5kg", 2500), ("800 g", 800), ("1 KG", 1000), ("0.25kg", 250)])
def test_parse_mass(text, grams):
    assert parse_mass(text) == grams


@pytest.mark.parametrize("text", ["", "2.5", "kg", "-1kg", "2,5kg"])
def test_parse_mass_rejects(text):
    with pytest.raises(ValueError):
        parse_mass(text)


def test_format_mass():
    assert format_mass(15000) == "15.0 kg"
    assert format_mass(1250) == "1.2 kg"
    assert format_mass(842) == "842 g"
