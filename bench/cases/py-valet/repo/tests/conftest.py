from datetime import datetime

import pytest

from valet.desk import Desk, standard_garage


@pytest.fixture
def desk():
    return Desk(standard_garage(), hooks=30)


@pytest.fixture
def evening():
    return datetime(2024, 3, 15, 18, 0)
