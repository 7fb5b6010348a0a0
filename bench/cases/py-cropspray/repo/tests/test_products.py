import pytest

from cropspray.products import CatalogueError, load_catalogue, parse_catalogue


def test_catalogue_reads_every_product(catalogue):
    assert sorted(catalogue) == ["Aphidol", "Fungex", "Weedaway"]
    assert catalogue["Aphidol"].rate_l_per_ha == 0.25
    assert catalogue["Weedaway"].buffer_zone_m == 0


def test_catalogue_from_a_file(catalogue_file):
    assert load_catalogue(catalogue_file)["Fungex"].harvest_interval_days == 35


def test_dose_for_rounds_to_centilitres(catalogue):
    assert catalogue["Aphidol"].dose_for(3.33) == 0.83


def test_a_product_listed_twice_is_refused():
    lines = ["name,rate_l_per_ha,max_doses,harvest_interval_days\n", "A,1,1,1\n", "A,2,1,1\n"]
    with pytest.raises(CatalogueError, match="line 3: A listed twice"):
        parse_catalogue(lines)


def test_a_bad_rate_names_its_line():
    lines = ["name,rate_l_per_ha,max_doses,harvest_interval_days\n", "A,lots,1,1\n"]
    with pytest.raises(CatalogueError, match="line 2"):
        parse_catalogue(lines)
