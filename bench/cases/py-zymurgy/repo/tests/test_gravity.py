import pytest

from zymurgy import gravity


def test_abv():
    assert gravity.abv(1.050, 1.010) == pytest.approx(5.25)
    with pytest.raises(ValueError):
        gravity.abv(1.010, 1.050)


def test_attenuation():
    assert gravity.apparent_attenuation(1.050, 1.010) == pytest.approx(0.8)
    with pytest.raises(ValueError):
        gravity.apparent_attenuation(1.0, 1.0)


def test_estimate_fg():
    assert gravity.estimate_fg(1.048, 0.75) == pytest.approx(1.012)
    with pytest.raises(ValueError):
        gravity.estimate_fg(1.048, 75)


def test_temperature_correction():
    assert gravity.temperature_correct(1.050, 20) == pytest.approx(1.050)
    # a warm sample reads low
    assert gravity.temperature_correct(1.050, 35) == pytest.approx(1.0543, abs=2e-4)
