import pytest

from dendro.chronology import build_chronology
from dendro.series import RingSeries


def test_mean_index_per_year():
    a = RingSeries("A", 2000, [1.0, 2.0, 3.0])
    b = RingSeries("B", 2001, [2.0, 2.0, 2.0])
    chron = build_chronology([a, b], window=3)
    assert chron.first_year == 2000
    assert chron.widths == pytest.approx([0.6667, 1.0, 1.1, 1.0])


def test_site_chronology_covers_every_year(site):
    chron = build_chronology(site)
    assert (chron.first_year, chron.last_year) == (1700, 1899)
    assert sum(chron.widths) / len(chron) == pytest.approx(1.0, abs=0.05)


def test_gap_rejected():
    a = RingSeries("A", 2000, [1.0, 2.0])
    b = RingSeries("B", 2005, [2.0, 2.0])
    with pytest.raises(ValueError, match="no series covers 2002"):
        build_chronology([a, b])


def test_empty_rejected():
    with pytest.raises(ValueError):
        build_chronology([])
