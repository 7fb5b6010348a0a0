import pytest

from conftest import grow, site_climate
from dendro.chronology import build_chronology
from dendro.crossdate import best_match, crossdate


@pytest.fixture(scope="module")
def master(site):
    return build_chronology(site)


def test_dates_a_core_from_the_site(climate, master):
    core = grow("BEAM3", climate, 1801, 1870, seed=7).shifted(0)
    match = best_match(core, master)
    assert match.first_year == 1801
    assert match.last_year == 1870
    assert match.overlap == 70
    assert match.t > 6
    assert match.glk > 0.7


def test_positions_need_the_overlap(climate, master):
    core = grow("BEAM3", climate, 1801, 1870, seed=7)
    matches = crossdate(core, master, min_overlap=40)
    assert min(m.first_year for m in matches) == 1700 - 70 + 40
    assert max(m.first_year for m in matches) == 1899 - 40 + 1
    assert all(m.overlap >= 40 for m in matches)


def test_core_from_another_site_stays_undated(master):
    stranger = grow("X1", site_climate(999), 1801, 1870, seed=7)
    assert best_match(stranger, master).t < 5


def test_too_short_sample(climate, master):
    core = grow("S", climate, 1801, 1820, seed=7)
    with pytest.raises(ValueError, match="fewer than the overlap"):
        crossdate(core, master)
