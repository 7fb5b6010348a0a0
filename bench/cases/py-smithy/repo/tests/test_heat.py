from smithy.heat import can_forge, can_weld, colour


def test_colours():
    assert colour(20) == "black"
    assert colour(480) == "faint red"
    assert colour(760) == "cherry red"
    assert colour(1050) == "yellow"
    assert colour(1400) == "sparkling white"


def test_working_ranges():
    assert not can_forge(700)
    assert can_forge(750)
    assert can_weld(1300)
    assert not can_weld(1200)
    assert not can_weld(1350)
