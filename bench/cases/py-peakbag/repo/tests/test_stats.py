from peakbag import by_class, by_year, distance_km, fastest, total_height


def test_by_year(ascents):
    assert by_year(ascents) == {2025: 3, 2026: 3}


def test_distinct_hills_by_class(ascents):
    assert by_class(ascents) == {"Munro": 3, "Corbett": 1, "Graham": 1}


def test_fastest(ascents):
    best = fastest(ascents, "Ben Lomond")
    assert best is not None and best.minutes == 295
    assert fastest(ascents, "Ben Macdui") is None


def test_total_height(ascents):
    assert total_height(ascents) == 974 + 884 + 1345 + 974 + 1083 + 711


def test_nevis_to_schiehallion(ascents):
    nevis, schiehallion = ascents[2], ascents[4]
    here = (nevis.easting, nevis.northing)
    there = (schiehallion.easting, schiehallion.northing)
    assert distance_km(here, there) == 57.2
