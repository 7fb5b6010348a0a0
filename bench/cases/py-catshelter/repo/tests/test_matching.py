from __future__ import annotations

from catshelter.matching import matches_for
from catshelter.models import Adopter, Cat

from .conftest import TODAY


def test_best_match_first(cats: list[Cat], adopter: Adopter) -> None:
    found = matches_for(adopter, cats, TODAY)
    assert [(m.cat.name, m.score) for m in found] == [("Otto", 3), ("Mabel", 2), ("Pip", 1)]
    assert found[0].reasons == ("senior cat, calmer home", "garden", "long stay")


def test_kittens_and_small_children(cats: list[Cat]) -> None:
    family = Adopter("A8", "J. Lee", has_garden=False, children_under_five=True)
    found = matches_for(family, cats, TODAY)
    assert [(m.cat.name, m.score) for m in found] == [("Otto", 2), ("Mabel", 1), ("Pip", -2)]
