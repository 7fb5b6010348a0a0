from datetime import datetime

import pytest

from greenhouse.sensors import BadLine, latest_reading, parse_line


def test_parse_line():
    r = parse_line("2026-06-01T05:40 tomatoes 31.5 18.2")
    assert (r.at, r.zone, r.moisture, r.soil_c) == (datetime(2026, 6, 1, 5, 40), "tomatoes", 31.5, 18.2)


@pytest.mark.parametrize("line", ["2026-06-01T05:40 tomatoes 31.5", "yesterday tomatoes 31.5 18.2"])
def test_bad_lines(line):
    with pytest.raises(BadLine):
        parse_line(line)


def test_latest_reading_wins(morning):
    assert latest_reading(morning, "seedlings").moisture == 41.0
    assert latest_reading(morning, "lettuce") is None
