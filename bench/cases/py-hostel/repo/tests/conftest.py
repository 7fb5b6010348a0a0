from __future__ import annotations

from datetime import date

import pytest

from hostel.bookings import Ledger
from hostel.models import Bed, Guest


@pytest.fixture
def beds() -> list[Bed]:
    return [Bed("A", 1), Bed("A", 1, "upper"), Bed("A", 2), Bed("B", 1)]


@pytest.fixture
def ledger(beds: list[Bed]) -> Ledger:
    return Ledger(beds)


@pytest.fixture
def ana() -> Guest:
    return Guest("Ana Costa", "ana@example.pt", "PT", member=True)


@pytest.fixture
def lars() -> Guest:
    return Guest("Lars Berg", "lars@example.se", "SE")


MONDAY = date(2026, 6, 1)
