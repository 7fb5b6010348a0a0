import pytest

from balloonflight.envelope import FLEET, Envelope
from balloonflight.loadsheet import LoadSheet


def test_hot_air_lifts_more_on_a_cold_morning():
    envelope = FLEET["G-BFLA"]
    assert envelope.working_lift_kg(500, 5) > envelope.working_lift_kg(500, 25)
    assert envelope.working_lift_kg(500, 15) == pytest.approx(709.4, abs=0.1)


def test_no_lift_when_the_air_inside_is_as_cold_as_outside():
    envelope = Envelope("test", 1000.0, 100.0)
    assert envelope.gross_lift_kg(0, 15.0, 15.0) == pytest.approx(0.0)


def test_load_sheet_and_spare_lift():
    sheet = LoadSheet(FLEET["G-BFLA"], basket_kg=100.0, burner_kg=30.0, cylinders=2, passengers_kg=[72.0])
    assert sheet.total_kg() == 150 + 100 + 30 + 140 + 85 + 72
    assert sheet.spare_lift_kg(500, 15) == pytest.approx(132.4, abs=0.1)
    assert sheet.max_extra_passengers(500, 15) == 1
    assert sheet.max_extra_passengers(500, 30) == 0
