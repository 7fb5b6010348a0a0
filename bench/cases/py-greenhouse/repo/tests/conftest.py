import pytest

from greenhouse import parse_log

MORNING = """
# sensors, 1 June
2026-06-01T05:10 seedlings 50.0 16.0
2026-06-01T05:40 seedlings 41.0 17.0
2026-06-01T05:40 tomatoes 31.5 24.0
2026-06-01T05:40 cucumbers 44.0 22.0
2026-06-01T05:40 herbs 20.0 30.0
2026-06-01T05:40 peppers 29.0 19.5
"""


@pytest.fixture
def morning():
    return parse_log(MORNING.splitlines())
