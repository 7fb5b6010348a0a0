from datetime import date

import pytest

from tuition.pupils import Pupil, age_on, year_group

from .helpers import okafor


def test_age_on():
    assert age_on(date(2019, 6, 20), date(2024, 8, 31)) == 5
    assert age_on(date(2019, 9, 1), date(2024, 8, 31)) == 4
    assert age_on(date(2019, 8, 31), date(2024, 8, 31)) == 5


def test_year_groups():
    assert year_group(date(2019, 6, 20), 2024) == "Year 1"
    assert year_group(date(2020, 8, 31), 2024) == "Reception"
    assert year_group(date(2019, 9, 1), 2024) == "Reception"
    assert year_group(date(2010, 3, 14), 2024) == "Year 10"
    assert year_group(date(2006, 9, 1), 2024) == "Year 13"


def test_not_of_school_age():
    with pytest.raises(ValueError):
        year_group(date(2020, 9, 1), 2024)
    with pytest.raises(ValueError):
        year_group(date(2005, 9, 1), 2024)


def test_family_order_and_duplicates():
    family = okafor()
    assert [p.name for p in family.eldest_first()] == ["Chidi", "Ngozi", "Ada"]
    with pytest.raises(ValueError):
        family.add(Pupil("Ada", date(2019, 6, 20)))
