from datetime import date

import pytest

from etl.dates import parse_date, parse_legacy_timestamp


@pytest.mark.parametrize("day", range(1, 29))
@pytest.mark.parametrize("fmt", ["{y}-{m:02d}-{d:02d}", "{d:02d}.{m:02d}.{y}", "{m:02d}/{d:02d}/{y}"])
def test_formats(fmt, day):
    assert parse_date(fmt.format(y=2026, m=2, d=day)) == date(2026, 2, day)


def test_unreadable():
    with pytest.raises(ValueError, match="unreadable date"):
        parse_date("Feb 3rd")


@pytest.mark.parametrize("stamp", ["1767225600", "1769904000"])
def test_legacy_timestamps(stamp):
    assert parse_legacy_timestamp(stamp).year == 2026
