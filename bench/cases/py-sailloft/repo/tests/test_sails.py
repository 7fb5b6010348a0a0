import pytest

from sailloft.sails import Sail, area_m2, aspect_ratio, perimeter_m


def test_area_of_a_right_triangle():
    sail = Sail("test", "jib", luff_m=5.0, leech_m=4.0, foot_m=3.0, cloth="dacron-5oz")
    assert area_m2(sail) == 6.0


def test_main_area_and_perimeter(main_sail):
    assert area_m2(main_sail) == 21.84
    assert perimeter_m(main_sail) == 26.9


def test_tall_main_has_higher_aspect_than_genoa(main_sail, genoa):
    assert aspect_ratio(main_sail) > aspect_ratio(genoa)


def test_edges_must_make_a_triangle():
    with pytest.raises(ValueError, match="no triangle"):
        Sail("bad", "jib", luff_m=1.0, leech_m=1.0, foot_m=3.0, cloth="dacron-5oz")


def test_unknown_kind():
    with pytest.raises(ValueError, match="unknown sail kind"):
        Sail("kite", "kite", luff_m=3.0, leech_m=3.0, foot_m=3.0, cloth="nylon-1.5oz")
