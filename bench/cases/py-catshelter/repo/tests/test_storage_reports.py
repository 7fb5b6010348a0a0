from __future__ import annotations

from pathlib import Path

from catshelter.models import Cat, Status
from catshelter.reports import weekly_report
from catshelter.storage import load, save

from .conftest import TODAY


def test_round_trip(tmp_path: Path, cats: list[Cat]) -> None:
    cats[1].status = Status.RESERVED
    path = tmp_path / "cats.json"
    save(path, cats)
    assert load(path) == cats


def test_weekly_report(cats: list[Cat]) -> None:
    cats[1].status = Status.RESERVED
    assert weekly_report(cats, TODAY) == (
        "Week ending 30 June 2025\n"
        "In care: 3, reserved: 1\n"
        "Longest in care: Mabel (171 days), Otto (94 days), Wren (10 days)\n"
        "Need first vaccination: Wren\n"
        "Need neutering: Wren\n"
    )
