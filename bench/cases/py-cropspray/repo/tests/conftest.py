from datetime import date

import pytest

from cropspray.fields import Field
from cropspray.products import parse_catalogue
from cropspray.records import Application, SprayRecord

CATALOGUE_CSV = """\
name,rate_l_per_ha,max_doses,harvest_interval_days,buffer_zone_m
Fungex,1.0,2,35,5
Weedaway,2.5,1,60,
Aphidol,0.25,3,14,20
"""


@pytest.fixture
def catalogue():
    return parse_catalogue(CATALOGUE_CSV.splitlines(keepends=True))


@pytest.fixture
def catalogue_file(tmp_path):
    path = tmp_path / "catalogue.csv"
    path.write_text(CATALOGUE_CSV, encoding="utf-8")
    return path


@pytest.fixture
def long_acre():
    return Field("Long Acre", 12.0, "winter wheat", watercourse=True)


@pytest.fixture
def paddock():
    return Field("Paddock", 4.0, "spring barley")


@pytest.fixture
def record(catalogue):
    record = SprayRecord(catalogue)
    record.add(Application("Long Acre", "Fungex", date(2025, 4, 20), 12.0))
    record.add(Application("Paddock", "Weedaway", date(2025, 5, 2), 10.0))
    return record
