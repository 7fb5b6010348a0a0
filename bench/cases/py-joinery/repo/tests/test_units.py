import pytest

from joinery.units import LengthError, format_metres, format_mm, parse_length, round_mm


@pytest.mark.parametrize(
    "text, mm",
    [
        ("600", 600.0),
        ("600mm", 600.0),
        (" 600 mm ", 600.0),
        ("60cm", 600.0),
        ("1.2m", 1200.0),
        ("24in", 609.6),
        ('24"', 609.6),
        ("0.5", 0.5),
    ],
)
def test_parse_length(text, mm):
    assert parse_length(text) == pytest.approx(mm)


def test_numbers_pass_through():
    assert parse_length(450) == 450.0
    assert parse_length(12.5) == 12.5


@pytest.mark.parametrize("text", ["", "mm", "1.2 metres", "-5", "1,200", "2ft"])
def test_bad_lengths(text):
    with pytest.raises(LengthError):
        parse_length(text)


def test_negative_number():
    with pytest.raises(LengthError):
        parse_length(-1)


def test_rounding_and_formatting():
    assert round_mm(609.5) == 610
    assert round_mm(609.49) == 609
    assert format_mm(609.6) == "610 mm"
    assert format_metres(2400) == "2.40 m"
    assert format_metres(1804) == "1.80 m"
