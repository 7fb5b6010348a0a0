import pytest

from titration.readings import Run, parse_sheet
from titration.units import parse_volume


def test_titre_is_final_minus_initial():
    assert Run("1", 0.05, 22.45).titre_ml == 22.40


def test_parse_sheet(vinegar_runs):
    assert [r.label for r in vinegar_runs] == ["R", "1", "2", "3"]
    assert vinegar_runs[0].rough and not vinegar_runs[1].rough
    assert [r.titre_ml for r in vinegar_runs] == [23.10, 22.40, 22.45, 22.40]


def test_readings_out_of_order():
    with pytest.raises(ValueError, match="out of order"):
        Run("2", 22.0, 21.5)


def test_overfilled_burette():
    with pytest.raises(ValueError):
        parse_sheet("1 0.00 51.20")


def test_bad_line():
    with pytest.raises(ValueError, match="line 2"):
        parse_sheet("1 0.00 20.00\n2 0.00 20.05 accurate\n")


def test_parse_volume():
    assert parse_volume("24.35") == 24.35
    assert parse_volume("24.35 mL") == 24.35
    assert parse_volume("0.025 L") == 25.0
    with pytest.raises(ValueError):
        parse_volume("a lot")
