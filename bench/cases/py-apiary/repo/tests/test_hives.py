from datetime import date

import pytest

from apiary.hives import Hive, Queen, by_site, marking_colour


def test_marking_colours():
    assert marking_colour(2025) == "blue"
    assert marking_colour(2024) == "green"
    assert marking_colour(2021) == "white"
    assert marking_colour(2027) == "yellow"


def test_queen():
    q = Queen(2024)
    assert q.colour == "green"
    assert q.age(date(2025, 6, 1)) == 2
    assert Queen(2025, marked=False).colour is None


def test_brood_frames(hives):
    acacia, bramble, clover, _ = hives
    assert acacia.brood_frames == 11
    assert bramble.brood_frames == 11
    assert clover.brood_frames == 22
    assert Hive("x", "y", hive_type="langstroth").brood_frames == 10


def test_unknown_hive_type():
    with pytest.raises(ValueError):
        Hive("x", "y", hive_type="top bar")


def test_requeen(hives):
    damson = hives[3]
    damson.requeen(Queen(2025, origin="bought"))
    assert damson.queen.origin == "bought"
    assert damson.notes == ["requeened with a 2025 queen (bought)"]


def test_by_site(hives):
    sites = by_site(hives)
    assert list(sites) == ["Allotment", "Home"]
    assert [h.name for h in sites["Allotment"]] == ["Clover", "Damson"]
