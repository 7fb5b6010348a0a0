import pytest

from maltings import units


def test_tonnes_and_kg():
    assert units.tonnes_to_kg(2.5) == 2500.0
    assert units.kg_to_tonnes(750.0) == 0.75


def test_dry_matter():
    assert units.dry_matter(1000.0, 12.0) == pytest.approx(880.0)
    assert units.dry_matter(1000.0, 0.0) == 1000.0


def test_at_moisture_inverts_dry_matter():
    dry = units.dry_matter(1000.0, 13.2)
    assert units.at_moisture(dry, 13.2) == pytest.approx(1000.0)
    assert units.at_moisture(880.0, 45.0) == pytest.approx(1600.0)


def test_water_in():
    assert units.water_in(1000.0, 4.5) == pytest.approx(45.0)


@pytest.mark.parametrize("moisture", [-1.0, 100.0, 120.0])
def test_moisture_out_of_range(moisture):
    with pytest.raises(ValueError):
        units.dry_matter(1000.0, moisture)


def test_colour_units():
    assert units.ebc_to_srm(10.0) == pytest.approx(5.08)
    assert units.srm_to_ebc(units.ebc_to_srm(7.0)) == pytest.approx(7.0)


def test_nitrogen_to_protein():
    assert units.nitrogen_to_protein(1.6) == pytest.approx(10.0)
