from datetime import date

import pytest

from climbgym.routes import Gym, Route, SettingError, Wall


@pytest.fixture
def gym():
    g = Gym()
    g.add_wall(Wall("cave", "boulder", capacity=4, reset_weeks=4))
    g.add_wall(Wall("slab", "boulder", capacity=6, reset_weeks=8))
    g.add_wall(Wall("lead", "rope", capacity=3, reset_weeks=10))
    g.set_route(Route("C1", "cave", "V2", "yellow", "Ines", date(2025, 5, 1)))
    g.set_route(Route("C2", "cave", "V5", "red", "Ines", date(2025, 5, 20)))
    g.set_route(Route("C3", "cave", "V9", "black", "Tom", date(2025, 5, 20)))
    g.set_route(Route("S1", "slab", "V0", "green", "Tom", date(2025, 5, 10)))
    g.set_route(Route("L1", "lead", "6b", "blue", "Ines", date(2025, 4, 1)))
    return g


def test_wall_names_are_unique(gym):
    with pytest.raises(SettingError):
        gym.add_wall(Wall("cave", "boulder", capacity=2))


def test_route_needs_a_known_wall(gym):
    with pytest.raises(SettingError, match="no wall"):
        gym.set_route(Route("X1", "roof", "V3", "white", "Tom", date(2025, 6, 1)))


def test_grade_must_suit_the_wall(gym):
    with pytest.raises(SettingError, match="does not suit"):
        gym.set_route(Route("C9", "cave", "6a", "white", "Tom", date(2025, 6, 1)))
    with pytest.raises(SettingError, match="does not suit"):
        gym.set_route(Route("L9", "lead", "V3", "white", "Tom", date(2025, 6, 1)))


def test_wall_capacity(gym):
    gym.set_route(Route("C4", "cave", "V3", "white", "Tom", date(2025, 6, 1)))
    with pytest.raises(SettingError, match="full"):
        gym.set_route(Route("C5", "cave", "V4", "pink", "Tom", date(2025, 6, 1)))


def test_refs_are_unique(gym):
    with pytest.raises(SettingError, match="already set"):
        gym.set_route(Route("C1", "slab", "V1", "white", "Tom", date(2025, 6, 1)))


def test_strip(gym):
    assert gym.strip("C2").grade == "V5"
    assert [r.ref for r in gym.on_wall("cave")] == ["C1", "C3"]
    with pytest.raises(SettingError):
        gym.strip("C2")


def test_strip_wall(gym):
    assert [r.ref for r in gym.strip_wall("cave")] == ["C1", "C2", "C3"]
    assert gym.on_wall("cave") == []
    assert gym.oldest_on("cave") is None


def test_due_for_reset(gym):
    # cave: oldest 1 May, 4 weeks -> due from 29 May
    # slab: oldest 10 May, 8 weeks -> due from 5 July
    # lead: oldest 1 April, 10 weeks -> due from 10 June
    assert gym.due_for_reset(date(2025, 5, 28)) == []
    assert gym.due_for_reset(date(2025, 5, 29)) == ["cave"]
    assert gym.due_for_reset(date(2025, 6, 10)) == ["lead", "cave"]
    assert gym.due_for_reset(date(2025, 7, 5)) == ["lead", "cave", "slab"]


def test_next_reset(gym):
    assert gym.next_reset("slab") == date(2025, 7, 5)
    gym.strip_wall("slab")
    assert gym.next_reset("slab") is None


def test_band_counts(gym):
    assert gym.band_counts("cave") == {"beginner": 1, "intermediate": 1, "advanced": 0, "elite": 1}
    assert gym.missing_bands("cave") == ["advanced"]
    assert gym.missing_bands("lead") == ["beginner", "advanced", "elite"]


def test_setter_counts(gym):
    assert gym.setter_counts() == {"Ines": 3, "Tom": 2}
