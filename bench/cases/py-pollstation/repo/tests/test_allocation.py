import pytest

from pollstation.allocation import UnknownStreet, allocate, over_limit, read_districts, station_sizes


def test_read_districts(districts):
    assert [d.code for d in districts] == ["KA", "KB"]
    assert districts[0].streets == {"Mill Road", "Church Lane"}


def test_allocate(register, districts):
    stations = allocate(register, districts)
    assert [e.number for e in stations["St Barnabas Church Hall"]] == ["KA-0001", "KA-0002", "KA-0003", "KA-0004"]
    assert len(stations["Orchard Primary School"]) == 5


def test_unknown_street(register, districts):
    with pytest.raises(UnknownStreet, match="Mill Road"):
        allocate(register, districts[1:])


def test_station_sizes(register, districts):
    assert station_sizes(register, districts) == {"St Barnabas Church Hall": 4, "Orchard Primary School": 5}
    assert station_sizes(register, districts, postal=False) == {"St Barnabas Church Hall": 3, "Orchard Primary School": 4}


def test_over_limit(register, districts):
    sizes = station_sizes(register, districts)
    assert over_limit(sizes, limit=4) == ["Orchard Primary School"]
    assert over_limit(sizes) == []


def test_comments_and_blank_lines():
    assert read_districts("# none\n\n") == []
