import pytest

from smithy.units import UnitError, format_length, parse_length


@pytest.mark.parametrize(
    "text, mm",
    [("12", 12.0), ("12mm", 12.0), ("12 mm", 12.0), ("1.5cm", 15.0), ("2m", 2000.0), ("0.75 M", 750.0)],
)
def test_parse_length(text, mm):
    assert parse_length(text) == pytest.approx(mm)


@pytest.mark.parametrize("text", ["", "twelve", "12 ft", "-3mm", "1,5cm"])
def test_parse_length_rejects(text):
    with pytest.raises(UnitError):
        parse_length(text)


def test_format_length():
    assert format_length(845) == "845 mm"
    assert format_length(999.4) == "999 mm"
    assert format_length(2450) == "2.450 m"
