from __future__ import annotations

from datetime import date, datetime

import pytest

from stargaze import CATALOGUE, Schedule, Telescope

NIGHT = date(2027, 1, 8)


def at(hour: int, minute: int = 0) -> datetime:
    """A moment of the test night: evening hours on the 8th, morning hours (before noon) on the 9th."""
    day = 9 if hour < 12 else 8
    return datetime(2027, 1, day, hour, minute)


@pytest.fixture
def night() -> date:
    return NIGHT


@pytest.fixture
def schedule() -> Schedule:
    return Schedule()


@pytest.fixture
def dob() -> Telescope:
    return CATALOGUE["dob"]


@pytest.fixture
def refractor() -> Telescope:
    return CATALOGUE["refractor"]
