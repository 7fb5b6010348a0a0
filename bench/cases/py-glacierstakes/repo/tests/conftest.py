from datetime import date
from pathlib import Path

import pytest

from stakenet import parse_notebook

DATA = Path(__file__).parent / "data"

HYDRO_YEAR = (date(2025, 9, 20), date(2026, 9, 19))
WINTER = (date(2025, 9, 20), date(2026, 5, 5))


@pytest.fixture
def langfjord():
    return parse_notebook((DATA / "langfjord-2026.txt").read_text())
