import pytest

from zymurgy import styles


def test_ranges():
    assert styles.ranges(" Dry Stout ")["srm"] == (25, 40)
    with pytest.raises(KeyError, match="unknown style"):
        styles.ranges("mild")


def test_check_lists_what_is_out():
    figures = {"og": 1.046, "fg": 1.011, "abv": 4.6, "ibu": 45, "srm": 12}
    assert styles.check("best bitter", figures) == {"ibu": (45, 25, 40)}
    figures["ibu"] = 40
    assert styles.fits("best bitter", figures)


def test_rounding_at_the_edge():
    figures = {"og": 1.0401, "fg": 1.0080, "abv": 3.8, "ibu": 25, "srm": 8}
    assert styles.fits("best bitter", figures)
