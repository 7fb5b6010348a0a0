import pytest

from cropspray.weather import Hour, fit_to_spray, reasons_not_to_spray


@pytest.mark.parametrize(
    "hour, reasons",
    [
        (Hour(6, 1.0, 9.0, 0.0), ["too still: risk of inversion"]),
        (Hour(12, 14.0, 18.0, 0.0), ["too windy: drift"]),
        (Hour(15, 6.0, 27.0, 0.0), ["too hot: evaporation"]),
        (Hour(17, 6.0, 15.0, 0.4), ["rain"]),
        (Hour(9, 5.0, 14.0, 0.0), []),
    ],
)
def test_reasons_not_to_spray(hour, reasons):
    assert reasons_not_to_spray(hour) == reasons


def test_the_limits_themselves_are_fit():
    assert fit_to_spray(Hour(8, 2.0, 25.0, 0.0))
    assert fit_to_spray(Hour(8, 10.0, 10.0, 0.0))
