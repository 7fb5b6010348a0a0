from __future__ import annotations

from datetime import date

import pytest

from catshelter.models import Adopter, Cat, Sex

TODAY = date(2025, 6, 30)


@pytest.fixture
def cats() -> list[Cat]:
    return [
        Cat("C101", "Mabel", Sex.FEMALE, date(2021, 3, 1), date(2025, 1, 10), neutered=True,
            vaccinated_on=date(2025, 1, 12)),
        Cat("C102", "Pip", Sex.MALE, date(2025, 3, 20), date(2025, 5, 2), vaccinated_on=date(2025, 5, 20)),
        Cat("C103", "Otto", Sex.MALE, date(2014, 8, 15), date(2025, 3, 28), neutered=True,
            vaccinated_on=date(2024, 7, 1)),
        Cat("C104", "Wren", Sex.FEMALE, date(2024, 9, 1), date(2025, 6, 20)),
    ]


@pytest.fixture
def adopter() -> Adopter:
    return Adopter("A7", "R. Okafor", has_garden=True)
