import pytest

from joinery.cutlist import Part
from joinery.quote import Job

BOOKCASE_ROWS = [
    "Side, 2, 2000, 20x250, oak",
    "Shelf, 4, 760, 20x250, oak",
    "Top, 1, 820, 20x280, oak",
    "Plinth rail, 2, 800, 20x95, oak",
    "Back slat, 7, 1.78m, 12x95, redwood",
]


@pytest.fixture
def bookcase_parts():
    return [Part.parse(row) for row in BOOKCASE_ROWS]


@pytest.fixture
def bookcase(bookcase_parts):
    return Job(
        title="Oak bookcase, 2000 x 800",
        parts=bookcase_parts,
        joints={"housing": 8, "dowel": 6, "biscuit": 4},
        finish_m2=4.2,
        hardware=[("Wall fixing bracket", 2, 350), ("Brass screws, box", 1, 640)],
    )
