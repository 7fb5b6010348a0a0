from pathlib import Path

import pytest

from olivemill.intake import by_grower, read_sheet

DATA = Path(__file__).parent / "data"


@pytest.fixture
def saturday():
    return read_sheet((DATA / "saturday.csv").read_text())


@pytest.fixture
def growers(saturday):
    return by_grower(saturday)
