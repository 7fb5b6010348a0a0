import datetime

import pytest

from fishmonger.stock import Batch, Counter

MONDAY = datetime.date(2024, 10, 7)


def day(n):
    """MONDAY plus n days."""
    return MONDAY + datetime.timedelta(days=n)


@pytest.fixture
def counter():
    c = Counter()
    c.receive(Batch("B1", "COD", day(-2), 6000, "Peterhead"))
    c.receive(Batch("B2", "COD", MONDAY, 8000, "Peterhead"))
    c.receive(Batch("B3", "MAC", MONDAY, 3000, "Newlyn"))
    c.receive(Batch("B4", "MUS", day(-1), 5000, "Shetland"))
    c.receive(Batch("B5", "SAL", day(-3), 4000, "Orkney"))
    return c
