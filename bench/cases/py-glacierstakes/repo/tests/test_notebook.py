from datetime import date

import pytest

from stakenet.model import Reading, Stake
from stakenet.notebook import NotebookError, parse_notebook


def test_parse_sample(langfjord):
    stakes, readings = langfjord
    assert len(stakes) == 6
    assert stakes["L06"] == Stake("L06", 1880.0, "firn")
    assert len(readings) == 18
    assert readings[6] == Reading("L01", date(2026, 5, 4), 88.0, 180.0, 390.0)


def test_stake_surface_defaults_to_ice():
    stakes, _ = parse_notebook("stake X1 2100\n")
    assert stakes["X1"].surface == "ice"


def test_reading_for_unknown_stake():
    with pytest.raises(NotebookError, match="line 2: reading for unknown stake B9"):
        parse_notebook("stake A1 2000 ice\nB9 2026-05-01 100 0 0\n")


def test_reading_with_missing_field():
    with pytest.raises(NotebookError, match="line 1: reading needs 5 fields, got 4"):
        parse_notebook("A1 2026-05-01 100 0")


def test_bad_number_and_date():
    with pytest.raises(NotebookError, match="bad exposure 'x12'"):
        parse_notebook("stake A1 2000\nA1 2026-05-01 x12 0 0")
    with pytest.raises(NotebookError, match="line 2: bad date '2026-13-01'"):
        parse_notebook("stake A1 2000\nA1 2026-13-01 12 0 0")
