from datetime import date

import pytest

from cropspray.records import Application


def test_doses_used_counts_one_season(record):
    record.add(Application("Long Acre", "Fungex", date(2025, 6, 1), 12.0))
    assert record.doses_used("Long Acre", "Fungex", 2025) == 2
    assert record.doses_used("Long Acre", "Fungex", 2024) == 0


def test_no_more_than_the_label_allows(record):
    with pytest.raises(ValueError, match="already has 1 of 1 doses"):
        record.add(Application("Paddock", "Weedaway", date(2025, 6, 2), 10.0))


def test_earliest_harvest_follows_the_latest_interval(record):
    record.add(Application("Long Acre", "Aphidol", date(2025, 6, 20), 3.0))
    assert record.earliest_harvest("Long Acre") == date(2025, 7, 4)
    assert record.earliest_harvest("Nowhere") is None


def test_for_field_in_date_order(record):
    record.add(Application("Long Acre", "Aphidol", date(2025, 3, 30), 3.0))
    assert [a.product for a in record.for_field("Long Acre")] == ["Aphidol", "Fungex"]
