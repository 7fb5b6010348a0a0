from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from shiftweek import Shift

SITE = timezone(timedelta(hours=1), "CET")


def at(day: int, hour: int, minute: int = 0) -> datetime:
    """A moment in March 2027 on the site's clock (1 March 2027 is a Monday)."""
    return datetime(2027, 3, day, hour, minute, tzinfo=SITE)


@pytest.fixture
def week() -> list[Shift]:
    return [
        Shift("ana", at(1, 8), at(1, 16, 30), break_minutes=30),
        Shift("ana", at(2, 8), at(2, 16, 30), break_minutes=30),
        Shift("ana", at(3, 22), at(4, 6, 30), break_minutes=30),
        Shift("ben", at(1, 14), at(1, 22)),
    ]
