from pathlib import Path

import pytest

from saunabook import Booker, load_config

DATA = Path(__file__).parent / "data"


@pytest.fixture
def config():
    return load_config(DATA / "lakeside.toml")


@pytest.fixture
def booker(config):
    return Booker(config)
