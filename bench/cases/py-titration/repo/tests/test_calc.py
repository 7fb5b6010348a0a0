import pytest

from titration.calc import analyte_molarity, mass_concentration, moles, titrant_molarity_from_standard


def test_moles():
    assert moles(0.1, 25.0) == pytest.approx(0.0025)


def test_one_to_one():
    assert analyte_molarity(0.1002, 22.417, 25.0) == pytest.approx(0.08985, abs=1e-5)


def test_two_titrant_per_analyte():
    assert analyte_molarity(0.0498, 21.833, 25.0, 0.5) == pytest.approx(0.02175, abs=1e-5)


def test_aliquot_must_be_positive():
    with pytest.raises(ValueError):
        analyte_molarity(0.1, 20.0, 0.0)


def test_standardisation():
    assert titrant_molarity_from_standard(0.5105, 204.22, 24.95) == pytest.approx(0.10019, abs=1e-5)
    assert titrant_molarity_from_standard(0.4770, 381.37, 25.00, 0.5) == pytest.approx(0.10006, abs=1e-5)


def test_mass_concentration():
    assert mass_concentration(0.8985, 60.05) == pytest.approx(53.95, abs=0.01)
