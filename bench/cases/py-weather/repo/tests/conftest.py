import json
from pathlib import Path

import pytest

from weather.digest import DigestOptions
from weather.forecast import parse_hours

DATA = Path(__file__).parent / "data"


@pytest.fixture
def payload():
    """The recorded forecast for Berlin, 14 March 2026."""
    return json.loads((DATA / "forecast.json").read_text())


@pytest.fixture
def hours(payload):
    return parse_hours(payload)


@pytest.fixture
def options():
    """A reader with the default settings."""
    return DigestOptions(system="imperial")
