import pytest

from titration.quality import recovery_percent, standardise, within_limits
from titration.readings import parse_sheet


def test_standardise_naoh_against_khp():
    runs = parse_sheet("1 0.00 24.95\n2 0.10 25.05\n3 0.00 25.10\n")
    assert standardise("KHP", 0.5105, runs) == 0.1002


def test_recovery_of_check_sample(limewater_runs):
    assert recovery_percent("limewater", limewater_runs, 0.0498, 25.0, 0.0218) == 99.8


def test_recovery_limits():
    assert within_limits(99.8)
    assert within_limits(102.0)
    assert not within_limits(97.9)


def test_unknown_standard():
    with pytest.raises(KeyError):
        standardise("oxalic", 0.3, parse_sheet("1 0.00 20.00\n2 0.00 20.05"))
