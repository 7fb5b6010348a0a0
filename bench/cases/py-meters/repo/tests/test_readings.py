from datetime import date
from decimal import Decimal

import pytest

from meters.readings import Reading, ReadingError, parse_csv

EXPORT = """date,meter,value
2026-03-01,E-1,10250.5
2026-02-01,E-1,10010.0
2026-03-01,G-7,811.20,E
"""


def test_parse_csv_sorts_by_meter_and_day() -> None:
    assert parse_csv(EXPORT) == [
        Reading("E-1", date(2026, 2, 1), Decimal("10010.0")),
        Reading("E-1", date(2026, 3, 1), Decimal("10250.5")),
        Reading("G-7", date(2026, 3, 1), Decimal("811.20"), estimated=True),
    ]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("2026-13-01,E-1,5", "line 1: bad date '2026-13-01'"),
        ("2026-01-01,,5", "line 1: empty meter id"),
        ("2026-01-01,E-1,five", "line 1: bad value 'five'"),
        ("2026-01-01,E-1,-5", "line 1: negative value -5"),
        ("2026-01-01,E-1", "line 1: expected 3 or 4 fields, got 2"),
    ],
)
def test_parse_csv_rejects_bad_rows(row: str, message: str) -> None:
    with pytest.raises(ReadingError, match=message):
        parse_csv(row + "\n")
