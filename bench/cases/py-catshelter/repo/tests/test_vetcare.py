from __future__ import annotations

from datetime import date

from catshelter.models import Cat
from catshelter.vetcare import booster_due, needs_first_vaccination, needs_neutering, ready_for_adoption

from .conftest import TODAY


def test_booster_a_year_after(cats: list[Cat]) -> None:
    assert booster_due(cats[0]) == date(2026, 1, 12)
    assert booster_due(cats[3]) is None


def test_first_vaccination_and_neutering(cats: list[Cat]) -> None:
    assert [c.name for c in needs_first_vaccination(cats)] == ["Wren"]
    assert [c.name for c in needs_neutering(cats, TODAY)] == ["Wren"]


def test_ready_for_adoption(cats: list[Cat]) -> None:
    assert [c.name for c in cats if ready_for_adoption(c, TODAY)] == ["Mabel", "Pip", "Otto"]
