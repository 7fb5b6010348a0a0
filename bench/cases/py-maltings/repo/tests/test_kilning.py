import pytest

from maltings import kilning
from maltings.kilning import KilnPhase, KilnProgramme


def test_programme_hours_and_final_moisture():
    assert kilning.PALE_ALE.hours == 22.0
    assert kilning.PALE_ALE.final_moisture == 3.5
    assert kilning.LAGER.curing.air_on_c == 85.0


def test_moisture_must_fall():
    with pytest.raises(ValueError, match="moisture must fall"):
        KilnProgramme(
            "bad",
            (KilnPhase("free drying", 60.0, 10.0, 20.0), KilnPhase("curing", 90.0, 4.0, 25.0)),
        )
    with pytest.raises(ValueError):
        KilnProgramme("empty", ())


@pytest.mark.parametrize(
    "programme, ebc",
    [(kilning.LAGER, 2.6), (kilning.PALE_ALE, 7.0), (kilning.MUNICH, 14.9)],
)
def test_colour_from_curing(programme, ebc):
    assert kilning.colour_ebc(programme) == ebc


def test_water_driven_off():
    # 1000 kg at 45% holds 550 kg dry matter; at 3.5% that is 569.95 kg of malt.
    assert kilning.water_driven_off_kg(1000.0, 45.0, kilning.PALE_ALE) == pytest.approx(430.05, abs=0.01)


def test_energy():
    assert kilning.energy_kwh(1000.0, 45.0, kilning.PALE_ALE) == 473.1
    assert kilning.energy_kwh(1000.0, 45.0, kilning.LAGER) == 466.5


def test_programme_lookup():
    assert kilning.programme("munich") is kilning.MUNICH
    with pytest.raises(KeyError, match="no kiln programme 'crystal'"):
        kilning.programme("crystal")
